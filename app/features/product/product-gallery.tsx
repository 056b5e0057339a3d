/**
 * The product images: a large slide that scrolls sideways (native swipe on touch, arrows and keys
 * elsewhere) and a thumbnail strip that follows it. Thumbnails shown at once: 5 on wide screens,
 * 4 under 1024 px, 3 under 600 px (large enough to tell apart on a
 * phone; docs/product.md says why).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../../components/icons';
import { ProductImage } from '../../components/ui/product-image';

interface ProductGalleryProps {
  images: string[];
  /** Per image, the widths of its renditions (empty for a drawn image). */
  imageWidths?: readonly (readonly number[])[];
  /** What the pictures show, e.g. "Aurora Halo Ring with Diamond". */
  alt: string;
}

/** The slide's width: the page's first column from 1024 px (at most 620 px), else the page up to 672 px. */
const SLIDE_SIZES = '(min-width: 1280px) 620px, (min-width: 1024px) 48vw, (min-width: 704px) 672px, 100vw';
/** A thumbnail's width: a fifth of the column from 1024 px, a quarter from 600 px, else a third of the page. */
const THUMBNAIL_SIZES = '(min-width: 1024px) 120px, (min-width: 600px) 164px, 33vw';

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ProductGallery({ images, imageWidths = [], alt }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  // While an arrow or a thumbnail scrolls the slide, the slides it passes must not light up their thumbnails.
  const target = useRef<number | null>(null);
  const count = images.length;

  const goTo = useCallback(
    (index: number) => {
      const slides = track.current;
      if (!slides || count === 0) return;
      const next = (index + count) % count;
      target.current = next;
      setActive(next);
      slides.scrollTo({ left: next * slides.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [count],
  );

  const onScroll = () => {
    const slides = track.current;
    if (!slides || slides.clientWidth === 0) return;
    const shown = Math.min(count - 1, Math.max(0, Math.round(slides.scrollLeft / slides.clientWidth)));
    if (target.current !== null) {
      if (shown !== target.current) return;
      target.current = null;
    }
    setActive(shown);
  };

  // A finger or wheel takes over from an unfinished arrow scroll.
  const release = () => {
    target.current = null;
  };

  useThumbnailInView(strip, active);
  useSlideKeptOnResize(track, active);

  if (count === 0) {
    return <div className="flex aspect-square items-center justify-center bg-sand text-sm text-muted md:aspect-auto md:h-[500px]">No image yet</div>;
  }

  return (
    <section aria-roledescription="carousel" aria-label="Product images" className="flex flex-col gap-3">
      <div className="relative">
        <div
          ref={track}
          onScroll={onScroll}
          onPointerDown={release}
          onWheel={release}
          onTouchStart={release}
          tabIndex={0}
          role="group"
          aria-label={`${alt}: image ${active + 1} of ${count}. Use the arrow keys to browse.`}
          // Arrow keys scroll the focused track natively, and scroll snapping stops at each image.
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-sand [scrollbar-width:none] md:aspect-auto md:h-[500px] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((file, index) => (
            <Slide key={file} file={file} widths={imageWidths[index]} index={index} count={count} shown={index === active} alt={alt} />
          ))}
        </div>
        {count > 1 ? (
          <>
            <SlideButton direction="left" label="Previous image" onClick={() => goTo(active - 1)} />
            <SlideButton direction="right" label="Next image" onClick={() => goTo(active + 1)} />
            <p className="pointer-events-none absolute bottom-3 right-3 bg-ivory/85 px-2 py-0.5 text-xs tabular-nums text-muted" aria-hidden="true">
              {active + 1} / {count}
            </p>
          </>
        ) : null}
      </div>

      {count > 1 ? <Thumbnails stripRef={strip} images={images} imageWidths={imageWidths} active={active} onChoose={goTo} /> : null}
    </section>
  );
}

/** One image of the track. */
function Slide(props: { file: string; widths?: readonly number[]; index: number; count: number; shown: boolean; alt: string }) {
  const { index, count } = props;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={!props.shown}
      className="h-full w-full shrink-0 snap-center snap-always"
    >
      <ProductImage
        file={props.file}
        widths={props.widths}
        sizes={SLIDE_SIZES}
        alt={`${props.alt}, view ${index + 1}`}
        width={800}
        height={800}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className="h-full w-full select-none object-contain"
      />
    </div>
  );
}

/** The thumbnail strip: a button per image, the shown one marked. */
function Thumbnails(props: {
  stripRef: React.RefObject<HTMLUListElement | null>;
  images: string[];
  imageWidths: readonly (readonly number[])[];
  active: number;
  onChoose: (index: number) => void;
}) {
  const { stripRef, images, active } = props;
  const count = images.length;
  return (
    <ul ref={stripRef} aria-label="Choose an image" className="relative flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
      {images.map((file, index) => (
        <li key={file} className="shrink-0 basis-[calc((100%-1rem)/3)] min-[600px]:basis-[calc((100%-1.5rem)/4)] lg:basis-[calc((100%-2rem)/5)]">
          <button
            type="button"
            onClick={() => props.onChoose(index)}
            aria-label={`Show image ${index + 1} of ${count}`}
            aria-current={index === active ? 'true' : undefined}
            className={`block aspect-square w-full overflow-hidden border bg-sand transition ${
              index === active ? 'border-ink opacity-100' : 'border-transparent opacity-60 hover:opacity-100'
            }`}
          >
            <ProductImage
              file={file}
              widths={props.imageWidths[index]}
              sizes={THUMBNAIL_SIZES}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

function SlideButton({ direction, label, onClick }: { direction: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 -translate-y-1/2 ${direction === 'left' ? 'left-3' : 'right-3'} flex h-10 w-10 items-center justify-center rounded-full bg-ivory/90 text-ink shadow-sm transition hover:bg-ivory`}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

/**
 * A resize (a phone turned sideways, a window dragged) changes the slide width; the scroll
 * offset in pixels would then point between slides, so the shown slide is put back in place.
 */
function useSlideKeptOnResize(track: React.RefObject<HTMLDivElement | null>, active: number) {
  const shown = useRef(active);
  useEffect(() => {
    shown.current = active;
  }, [active]);
  useEffect(() => {
    const slides = track.current;
    if (!slides || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const left = shown.current * slides.clientWidth;
      if (Math.abs(slides.scrollLeft - left) > 1) slides.scrollTo({ left, behavior: 'instant' });
    });
    observer.observe(slides);
    return () => observer.disconnect();
  }, [track]);
}

/** Scrolls the strip (and only the strip, never the page) so the active thumbnail is in view. */
function useThumbnailInView(strip: React.RefObject<HTMLUListElement | null>, active: number) {
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[active] as HTMLElement | undefined;
    if (!list || !item) return;
    const start = item.offsetLeft;
    const end = start + item.offsetWidth;
    if (start < list.scrollLeft) list.scrollTo({ left: start, behavior: 'smooth' });
    else if (end > list.scrollLeft + list.clientWidth) list.scrollTo({ left: end - list.clientWidth, behavior: 'smooth' });
  }, [strip, active]);
}
