import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const STEM = '3f0c2a9e-6b1d-4f7a-9c55-1e2d3c4b5a69';

describe('ProductImage', () => {
  it('shows a drawn sample (no renditions) as the plain <img> it always was', () => {
    const html = renderToStaticMarkup(
      <ProductImage file="ring-aurora-1.svg" widths={[]} sizes="50vw" alt="Aurora Ring" width={800} height={800} loading="lazy" className="h-full w-full" />,
    );
    expect(html).toBe(
      renderToStaticMarkup(<img src="/api/uploads/ring-aurora-1.svg" alt="Aurora Ring" width={800} height={800} loading="lazy" className="h-full w-full" />),
    );
    expect(renderToStaticMarkup(<ProductImage file="ring-aurora-1.svg" sizes="50vw" alt="" />)).toBe(
      renderToStaticMarkup(<img src="/api/uploads/ring-aurora-1.svg" alt="" />),
    );
  });

  it('offers an upload’s AVIF, then WebP renditions with the sizes, and its widest WebP as the fallback', () => {
    const html = renderToStaticMarkup(
      <ProductImage
        file={`${STEM}.webp`}
        widths={[320, 640]}
        sizes="(min-width: 768px) 33vw, 50vw"
        alt="Aurora Ring"
        width={800}
        height={800}
        loading="eager"
        decoding="async"
        fetchPriority="high"
        className="h-full w-full object-cover"
      />,
    );
    const sizes = 'sizes="(min-width: 768px) 33vw, 50vw"';
    expect(html).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="/api/uploads/${STEM}-320.avif 320w, /api/uploads/${STEM}-640.avif 640w" ${sizes}/>` +
        `<source type="image/webp" srcSet="/api/uploads/${STEM}-320.webp 320w, /api/uploads/${STEM}-640.webp 640w" ${sizes}/>` +
        `<img src="/api/uploads/${STEM}.webp" alt="Aurora Ring" width="800" height="800" loading="eager" decoding="async" fetchPriority="high" class="h-full w-full object-cover"/>` +
        '</picture>',
    );
  });
});
