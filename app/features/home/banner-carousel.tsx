/**
 * The large-screen banner: slides that advance every 5 s, previous/next arrows and a
 * dot per slide, the index wrapping both ways. Auto-advance stops while the shopper hovers or
 * focuses it, when they press pause, and for anyone who prefers reduced motion.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_INTERVAL_MS, nextIndex, previousIndex } from '../../../domain/carousel.ts';
import { imageUrl } from '../../../domain/catalog.ts';
import { BANNER_MEDIA, BannerImage } from './banner-image';
import { ArrowButton, Dots } from './carousel-controls';
import { PlayPauseButton } from './play-pause-button';
import type { BannerSlide } from './slides';
import { useAutoplay } from './use-autoplay';
import { useEngagement } from './use-engagement';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query';

export function BannerCarousel({ slides }: { slides: readonly BannerSlide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const shown = useMediaQuery(BANNER_MEDIA.large);
  const reducedMotion = usePrefersReducedMotion();
  const { engaged, engagementHandlers } = useEngagement();
  const playing = playChoice ?? !reducedMotion;
  const rotating = shown && playing && !engaged && count > 1;

  useAutoplay({ advance: () => setIndex((i) => nextIndex(i, count)), intervalMs: BANNER_INTERVAL_MS, running: rotating, position: index });

  if (count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="Featured collections" className="relative hidden bg-sand md:block" {...engagementHandlers}>
      <div className="relative h-[440px] overflow-hidden lg:aspect-[5/2] lg:h-auto lg:max-h-[640px] lg:w-full" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide key={slide.image} slide={slide} position={i} count={count} active={i === index} animate={!reducedMotion} playing={playing} />
        ))}
      </div>
      {count > 1 ? (
        <>
          <ArrowButton
            direction="previous"
            label="Previous slide"
            onClick={() => setIndex((i) => previousIndex(i, count))}
            className="absolute left-3 top-1/2 z-20 -translate-y-1/2 lg:left-5"
          />
          <ArrowButton
            direction="next"
            label="Next slide"
            onClick={() => setIndex((i) => nextIndex(i, count))}
            className="absolute right-3 top-1/2 z-20 -translate-y-1/2 lg:right-5"
          />
          <div className="absolute inset-x-0 bottom-5 z-20 flex items-center justify-center gap-3">
            <Dots
              count={count}
              current={index}
              onSelect={setIndex}
              labelFor={(i) => `Show slide ${i + 1} of ${count}`}
              tone={slides[index]?.tone === 'dark' ? 'dark' : 'light'}
            />
            <PlayPauseButton playing={playing} onToggle={() => setPlayChoice(!playing)} tone={slides[index]?.tone ?? 'light'} />
          </div>
        </>
      ) : null}
    </section>
  );
}

function Slide({
  slide,
  position,
  count,
  active,
  animate,
  playing,
}: {
  slide: BannerSlide;
  position: number;
  count: number;
  active: boolean;
  animate: boolean;
  playing: boolean;
}) {
  const dark = slide.tone === 'dark';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      className={`absolute inset-0 ${animate ? 'transition-opacity duration-700 ease-out' : ''} ${active ? 'z-10 opacity-100' : 'z-0 opacity-0'}`}
    >
      {slide.video ? (
        <SlideVideo video={slide.video} poster={slide.image} play={active && playing && animate} />
      ) : (
        <BannerImage
          screen="large"
          src={imageUrl(slide.image)}
          alt=""
          width={1600}
          height={640}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover object-[72%_50%] lg:object-center"
        />
      )}
      {/* Below lg the banner is cropped into its text column: a soft veil keeps the words legible. */}
      <div
        className={`absolute inset-y-0 left-0 w-3/4 bg-gradient-to-r lg:hidden ${dark ? 'from-[#0b1022] via-[#0b1022]/80' : 'from-ivory via-ivory/80'} to-transparent`}
      />
      <div className="relative flex h-full items-center px-16 lg:px-[7.5%]">
        <div
          className={`max-w-xs lg:max-w-[30%] ${dark ? 'text-ivory' : 'text-ink'} ${animate ? 'transition duration-700 ease-out' : ''} ${active ? 'translate-y-0 opacity-100' : 'translate-y-3 opacity-0'}`}
        >
          <p className={`text-xs font-semibold tracking-[0.3em] ${dark ? 'text-[#e9cf9f]' : 'text-gold-dark'}`}>{slide.eyebrow}</p>
          <p className="mt-4 font-display text-4xl leading-tight lg:text-[clamp(2.5rem,3.7vw,4rem)]">{slide.headline}</p>
          <p className={`mt-4 text-sm leading-relaxed lg:text-base ${dark ? 'text-ivory/80' : 'text-muted'}`}>{slide.line}</p>
          <Link
            to={slide.cta.to}
            className={`mt-8 inline-block px-8 py-3 text-xs font-semibold tracking-[0.25em] transition ${dark ? 'bg-ivory text-ink hover:bg-[#e9cf9f]' : 'bg-ink text-ivory hover:bg-gold-dark'}`}
          >
            {slide.cta.label}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A banner video plays only while its slide is showing and motion is welcome; otherwise its poster stays. */
function SlideVideo({ video, poster, play }: { video: string; poster: string; play: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (play) element.play().catch(() => undefined);
    else element.pause();
  }, [play]);
  return (
    <video
      ref={ref}
      src={imageUrl(video)}
      poster={imageUrl(poster)}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden
      width={1600}
      height={640}
      className="absolute inset-0 h-full w-full object-cover object-[72%_50%] lg:object-center"
    />
  );
}
