/**
 * The small-screen banner: one picture at a time, looping forward for ever, moving
 * every 3 s and stopping while touched, hovered or focused. Swipe, dots and pause work by hand.
 *
 * Looping forward: a copy of the first slide follows the last; the track slides onto the copy and
 * then jumps, unanimated, back to the real first slide, so the movement never runs backwards.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MOBILE_CAROUSEL_INTERVAL_MS, wrapIndex } from '../../../domain/carousel.ts';
import { imageUrl } from '../../../domain/catalog.ts';
import { BANNER_MEDIA, BannerImage } from './banner-image';
import { Dots } from './carousel-controls';
import { PlayPauseButton } from './play-pause-button';
import type { MobileSlide } from './slides';
import { useAutoplay } from './use-autoplay';
import { useEngagement } from './use-engagement';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query';
import { useSwipe } from '../../lib/use-swipe';

const SLIDE_MS = 500;

/**
 * Where the looping track stands: `position` runs from 0 to `count` (the copy of the first slide),
 * forward for ever; back from the first slide goes to the last without running backwards.
 */
function useLoopingPosition(count: number, reducedMotion: boolean) {
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);

  // On the copy of the first slide: once the slide-in has finished, stand on the real one.
  useEffect(() => {
    if (position !== count) return;
    const timer = window.setTimeout(
      () => {
        setAnimated(false);
        setPosition(0);
      },
      reducedMotion ? 0 : SLIDE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [position, count, reducedMotion]);

  const next = () => {
    setAnimated(true);
    setPosition((p) => Math.min(p + 1, count));
  };
  const previous = () => {
    if (position > 0) {
      setAnimated(true);
      setPosition(position - 1);
      return;
    }
    // From the first slide back to the last: stand on the copy unseen, then slide back one.
    setAnimated(false);
    setPosition(count);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setAnimated(true);
        setPosition(count - 1);
      }),
    );
  };
  const goTo = (index: number) => {
    setAnimated(true);
    setPosition(index);
  };
  return { position, animated, next, previous, goTo };
}

export function MobileCarousel({ slides }: { slides: readonly MobileSlide[] }) {
  const count = slides.length;
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const shown = useMediaQuery(BANNER_MEDIA.phone);
  const reducedMotion = usePrefersReducedMotion();
  const { engaged, engagementHandlers } = useEngagement();
  const { position, animated, next, previous, goTo } = useLoopingPosition(count, reducedMotion);
  const playing = playChoice ?? !reducedMotion;
  const current = wrapIndex(position, count);
  const smooth = animated && !reducedMotion;
  const swipe = useSwipe((step) => (step === 1 ? next() : previous()));

  useAutoplay({ advance: next, intervalMs: MOBILE_CAROUSEL_INTERVAL_MS, running: shown && playing && !engaged && count > 1, position });

  if (count === 0) return null;
  const track = [...slides, slides[0]!];
  return (
    <section aria-roledescription="carousel" aria-label="Featured collections" className="relative overflow-hidden bg-sand md:hidden" {...engagementHandlers}>
      <div className="touch-pan-y select-none" {...swipe}>
        <div
          className={`flex ${smooth ? 'transition-transform ease-out' : ''}`}
          style={{ transform: `translateX(-${position * 100}%)`, transitionDuration: smooth ? `${SLIDE_MS}ms` : undefined }}
          aria-live={shown && playing && !engaged ? 'off' : 'polite'}
        >
          {track.map((slide, i) => (
            <Slide
              key={i === count ? 'copy' : slide.image}
              slide={slide}
              index={i}
              count={count}
              active={i === position || (i === count && position === count)}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
          <Dots count={count} current={current} onSelect={goTo} labelFor={(i) => `Show slide ${i + 1} of ${count}`} tone={slides[current]?.tone ?? 'light'} />
          <PlayPauseButton playing={playing} onToggle={() => setPlayChoice(!playing)} tone={slides[current]?.tone ?? 'light'} />
        </div>
      ) : null}
    </section>
  );
}

/** One slide of the track; the one at `count` is the copy of the first, hidden from assistive technology. */
function Slide({ slide, index, count, active }: { slide: MobileSlide; index: number; count: number; active: boolean }) {
  const isCopy = index === count;
  return (
    <div
      role={isCopy ? undefined : 'group'}
      aria-roledescription={isCopy ? undefined : 'slide'}
      aria-label={isCopy ? undefined : `${index + 1} of ${count}`}
      aria-hidden={isCopy || !active}
      inert={isCopy || !active}
      className="relative w-full shrink-0"
    >
      <BannerImage
        screen="phone"
        src={imageUrl(slide.image)}
        alt=""
        width={800}
        height={800}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className="aspect-square w-full object-cover"
      />
      <div className={`absolute inset-x-0 top-0 px-6 pt-7 text-center ${slide.tone === 'dark' ? 'text-ivory' : 'text-ink'}`}>
        <p className={`text-[10px] font-semibold tracking-[0.3em] ${slide.tone === 'dark' ? 'text-[#e9cf9f]' : 'text-gold-dark'}`}>{slide.eyebrow}</p>
        <p className="mt-2 font-display text-[1.75rem] leading-tight">{slide.headline}</p>
        <Link
          to={slide.cta.to}
          draggable={false}
          className={`mt-3 inline-block border-b pb-0.5 text-[11px] font-semibold tracking-[0.25em] ${slide.tone === 'dark' ? 'border-ivory/70' : 'border-ink/70'}`}
        >
          {slide.cta.label}
        </Link>
      </div>
    </div>
  );
}
