/** The banner's slides. Each leads to what it shows: the whole collection or one category. */
import { tileHref } from './links';

export interface BannerSlide {
  /** File under /api/uploads/: the slide's picture, or the poster frame when `video` is set. */
  image: string;
  /** A video file under /api/uploads/ (the old storefront's banners were videos); muted, looping, inline. */
  video?: string;
  eyebrow: string;
  headline: string;
  line: string;
  cta: { label: string; to: string };
  /** The banner's ground: dark slides take light text. */
  tone: 'light' | 'dark';
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    image: 'banner-0.svg',
    eyebrow: 'HANDCRAFTED FINE JEWELLERY',
    headline: 'Made for the moments you keep',
    line: 'Rings, charms and necklaces in silver and solid gold, finished by hand and personalised for you.',
    cta: { label: 'SHOP NOW', to: '/products' },
    tone: 'light',
  },
  {
    image: 'banner-1.svg',
    eyebrow: 'ROSE GOLD & RUBY',
    headline: 'A ring to say it with',
    line: 'Solitaires, halos and stacking bands, set by hand and sized just for you.',
    cta: { label: 'SHOP RINGS', to: tileHref('category', 'Rings') },
    tone: 'light',
  },
  {
    image: 'banner-2.svg',
    eyebrow: 'EVENING LIGHT',
    headline: 'Sapphires after dark',
    line: 'Pendants and drops in white gold that catch every candle in the room.',
    cta: { label: 'SHOP NECKLACES', to: tileHref('category', 'Necklaces') },
    tone: 'dark',
  },
  {
    image: 'banner-3.svg',
    eyebrow: 'JUST ARRIVED',
    headline: 'Fresh from the bench',
    line: 'Emeralds, opals and 18K gold: the newest pieces from our studio.',
    cta: { label: 'SHOP NEW ARRIVALS', to: tileHref('category', 'New Arrivals') },
    tone: 'light',
  },
];

export interface MobileSlide {
  image: string;
  eyebrow: string;
  headline: string;
  cta: { label: string; to: string };
  tone: 'light' | 'dark';
}

/** The phone banners are drawn in the moods of the first three large ones, so they share their words. */
export const MOBILE_SLIDES: readonly MobileSlide[] = BANNER_SLIDES.slice(0, 3).map((slide, index) => ({
  image: `banner-mobile-${index}.svg`,
  eyebrow: slide.eyebrow,
  headline: slide.headline,
  cta: slide.cta,
  tone: slide.tone,
}));
