import type { ImgHTMLAttributes } from 'react';
import { imageUrl } from '../../../domain/catalog.ts';
import { imageSources } from '../../../domain/images.ts';

type ImgAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

export interface ProductImageProps extends ImgAttributes {
  /** The image's file under /api/uploads/ (a drawn sample, or an upload's `{uuid}.webp`); none: no `src`, as imageUrl(). */
  file: string | undefined;
  /** The widths of its renditions; empty (or absent) for a drawn sample, shown as it is. */
  widths?: readonly number[];
  /** How wide the image shows (the `sizes` attribute), so the browser fetches no wider a rendition than it needs. */
  sizes: string;
  alt: string;
}

/**
 * A product picture. An uploaded photo offers its AVIF and WebP renditions (`<picture>` with
 * `srcset` and `sizes`; the browser picks the first format it knows and the width it needs), its
 * widest WebP as the fallback; a drawn sample is a plain `<img>`. The `<picture>` generates no
 * box of its own (`display: contents`), so the `<img>` sits in the layout exactly as it would alone.
 */
export function ProductImage({ file, widths, sizes, alt, ...attributes }: ProductImageProps) {
  const sources = imageSources(file, widths);
  if (!sources) return <img src={imageUrl(file)} alt={alt} {...attributes} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={imageUrl(file)} alt={alt} {...attributes} />
    </picture>
  );
}
