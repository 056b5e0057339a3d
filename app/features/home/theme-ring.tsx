/**
 * Shop By Theme: the theme pictures stand on a ring turned in 3D with CSS transforms.
 * Arrows, dots, a swipe of more than 10 px and keyboard focus turn it; the index wraps both ways.
 * The radius follows the viewport (domain/carousel.ts ringRadius); the section clips what lies
 * beyond the screen, so the ring never widens the page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ringRadius, ringStepDegrees, shortestStep, wrapIndex } from '../../../domain/carousel.ts';
import { imageUrl, type ImagedValue } from '../../../domain/catalog.ts';
import { ArrowButton, Dots } from './carousel-controls';
import { themePath } from '../../../domain/listing-url.ts';
import { SectionHeading } from './section-heading';
import { usePrefersReducedMotion, useViewportWidth } from './use-media-query';
import { useSwipe } from '../../lib/use-swipe';

/** Before the browser reports its width (server render, hydration) the ring is drawn for a desktop. */
const ASSUMED_WIDTH = 1280;

export function ThemeRing({ themes }: { themes: ImagedValue[] }) {
  const count = themes.length;
  // Whole steps turned so far, unbounded: from the last theme to the first the ring turns on, not back.
  const [turn, setTurn] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const radius = ringRadius(useViewportWidth() ?? ASSUMED_WIDTH);
  const stepDegrees = ringStepDegrees(count);
  const current = wrapIndex(turn, count);
  const goTo = (index: number) => setTurn((t) => t + shortestStep(wrapIndex(t, count), index, count));
  const swipe = useSwipe((step) => setTurn((t) => t + step));

  if (count === 0) return null;
  const currentTheme = themes[current]!;
  return (
    <section aria-labelledby="shop-by-theme" aria-roledescription="carousel" className="overflow-hidden bg-sand py-16 lg:py-20">
      <div className="px-4">
        <SectionHeading id="shop-by-theme" eyebrow="COLLECTIONS" title="Shop By Theme">
          Celestial skies, garden blooms, the sea: find the story you want to wear.
        </SectionHeading>
      </div>
      <div
        className="relative mx-auto mt-10 h-[260px] touch-pan-y select-none sm:h-[320px] md:h-[380px] lg:h-[440px]"
        style={{ perspective: `${radius * 1.5 + 600}px` }}
        {...swipe}
      >
        <ul
          className={`absolute left-1/2 top-0 -ml-[100px] h-[200px] w-[200px] sm:-ml-[130px] sm:h-[260px] sm:w-[260px] md:-ml-[160px] md:h-[320px] md:w-[320px] lg:-ml-[190px] lg:h-[380px] lg:w-[380px] ${
            reducedMotion ? '' : 'transition-transform duration-700 ease-[cubic-bezier(.2,.7,.2,1)]'
          }`}
          style={{ transformStyle: 'preserve-3d', transform: `translateZ(${-radius}px) rotateY(${-turn * stepDegrees}deg)` }}
        >
          {themes.map((theme, i) => (
            <li
              key={theme.id}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className="absolute inset-0"
              style={{ transform: `rotateY(${i * stepDegrees}deg) translateZ(${radius}px)`, backfaceVisibility: 'hidden' }}
            >
              <Link
                to={themePath(theme.name)}
                draggable={false}
                onFocus={() => goTo(i)}
                className={`group relative block h-full w-full overflow-hidden bg-ivory shadow-[0_20px_40px_-20px_rgba(31,26,23,0.45)] transition-opacity duration-500 ${
                  i === current ? 'opacity-100' : 'opacity-60 hover:opacity-90'
                }`}
              >
                <img
                  src={imageUrl(theme.image)}
                  alt=""
                  width={600}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="h-full w-full object-cover"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/70 to-transparent px-4 pb-4 pt-10 text-center font-display text-2xl text-ivory lg:text-3xl">
                  {theme.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-2 flex items-center justify-center gap-4 px-4">
        <ArrowButton direction="previous" label="Previous theme" onClick={() => setTurn((t) => t - 1)} />
        <p className="min-w-32 text-center" aria-live="polite">
          <span className="block text-[11px] font-semibold tracking-[0.3em] text-muted">
            {String(current + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
          </span>
          <span className="block font-display text-xl">{currentTheme.name}</span>
        </p>
        <ArrowButton direction="next" label="Next theme" onClick={() => setTurn((t) => t + 1)} />
      </div>
      <Dots count={count} current={current} onSelect={goTo} labelFor={(i) => `Show the ${themes[i]!.name} theme`} className="mt-3" />
    </section>
  );
}
