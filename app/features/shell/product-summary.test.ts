import { describe, expect, it } from 'vitest';
import { summarizeListing } from './product-summary';

const variant = { id: 43, title: 'Bezel-Set Dot Stacking Ring', images: ['dot-0.svg', 'dot-1.svg'], price: [89.99, 359.99], promotion: null };

describe('summarizeListing', () => {
  it('takes the first variant, its first picture and its first price in minor units', () => {
    expect(summarizeListing({ currency: 'USD', items: [{ id: 17, ProductVariants: [variant, { ...variant, id: 44 }] }] })).toEqual([
      {
        productId: 17,
        variantId: 43,
        title: 'Bezel-Set Dot Stacking Ring',
        image: 'dot-0.svg',
        priceMinor: 8999,
        compareAtMinor: null,
        promotion: null,
        href: '/product/17/43',
      },
    ]);
  });

  it('carries the promotion the piece shows', () => {
    const sale = { name: 'Weekend ring sale', percent: 20 };
    const [summary] = summarizeListing({ currency: 'USD', items: [{ id: 2, ProductVariants: [{ ...variant, promotion: sale }] }] });
    expect(summary?.promotion).toEqual(sale);
  });

  it('keeps a real compare-at price and converts in the answer’s currency', () => {
    const [summary] = summarizeListing({
      currency: 'JPY',
      items: [{ id: 2, ProductVariants: [{ ...variant, price: [12000], compareAtPrice: [15000] }] }],
    });
    expect(summary?.priceMinor).toBe(12000);
    expect(summary?.compareAtMinor).toBe(15000);
  });

  it('leaves out a product without variants and tolerates one without pictures', () => {
    const summaries = summarizeListing({
      currency: 'USD',
      items: [
        { id: 1, ProductVariants: [] },
        { id: 3, ProductVariants: [{ ...variant, images: [], compareAtPrice: [null] }] },
      ],
    });
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.image).toBeUndefined();
    expect(summaries[0]?.compareAtMinor).toBeNull();
  });
});
