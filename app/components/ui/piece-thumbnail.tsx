/**
 * A piece's small picture in a list of pieces (the cart, an order), beside its name. When the name
 * links to the piece's page the picture links there too, for a pointer; but only the name is a
 * link for a keyboard or a screen reader: the picture's link is out of the tab order and hidden
 * from assistive technology, so nobody meets a link without words (WCAG 2.4.4, axe's link-name)
 * or the same link twice.
 */
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';

const SIZES = { 80: 'h-20 w-20', 96: 'h-24 w-24' } as const;

interface PieceThumbnailProps {
  /** The piece's picture under /api/uploads/; none: an empty square. */
  file: string | null | undefined;
  /** The piece's page, when its name links there. */
  to?: string | null;
  /** Its width and height, in CSS pixels. */
  size: keyof typeof SIZES;
  /** A word drawn in the square when there is no picture (a gift card's "GIFT CARD"); the name beside it says it to a screen reader. */
  mark?: string;
}

export function PieceThumbnail({ file, to, size, mark }: PieceThumbnailProps) {
  const box = SIZES[size];
  const picture = file ? (
    <img src={imageUrl(file)} alt="" width={size} height={size} className={`${box} object-cover`} />
  ) : mark ? (
    <span
      aria-hidden="true"
      className={`flex ${box} items-center justify-center p-2 text-center font-display text-sm leading-tight tracking-[0.15em] text-gold-dark`}
    >
      {mark}
    </span>
  ) : (
    <span className={`block ${box}`} />
  );
  if (!to) return <span className="shrink-0 self-start bg-sand">{picture}</span>;
  return (
    <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start bg-sand">
      {picture}
    </Link>
  );
}
