import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/** Where each banner shows: the large-screen one from Tailwind's md up, the phone one below it. */
export const BANNER_MEDIA = { large: '(min-width: 768px)', phone: '(max-width: 767.98px)' } as const;
export type BannerScreen = keyof typeof BANNER_MEDIA;

/** A transparent pixel, written into the page: showing it costs no request. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A banner's picture that the browser fetches only on the screens its carousel shows on. The phone
 * and the large-screen carousels are both in the page and CSS hides one of them, but a hidden
 * <img> that loads eagerly is still fetched (and an SVG parsed, a long task on a phone): on the
 * other screens the picture shows a pixel written into the page instead. The first slide's
 * picture (`fetchPriority="high"`), the page's largest paint, is preloaded from the head, before
 * the page's scripts, for the same screens only.
 */
export function BannerImage({ screen, alt, ...image }: ImgHTMLAttributes<HTMLImageElement> & { screen: BannerScreen; alt: string }) {
  const hidden = BANNER_MEDIA[screen === 'large' ? 'phone' : 'large'];
  if (image.fetchPriority === 'high' && typeof image.src === 'string') preload(image.src, { as: 'image', fetchPriority: 'high', media: BANNER_MEDIA[screen] });
  return (
    <picture className="contents">
      <source media={hidden} srcSet={NOTHING} />
      <img alt={alt} {...image} />
    </picture>
  );
}
