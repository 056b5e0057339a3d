import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../domain/catalog.ts';
import { productStructuredData } from './product-structured-data';

const variant: Variant = {
  id: 7,
  productId: 3,
  position: 0,
  title: 'Aurora Halo Engagement Ring',
  description: 'A brilliant centre stone within a hand-set halo.',
  images: ['aurora-0.svg', 'aurora-1.svg'],
  metals: ['925 Sterling Silver', '14K Gold'],
  pricesMinor: [23900, 74900],
  compareAtMinor: [null, null],
  sizes: ['5', '6'],
  gemstone: 'Diamond',
  categories: ['Rings'],
  subCategories: ['Halo'],
  themes: [],
  purposes: [],
  festivals: [],
  imageWidths: [[]],
  madeToOrder: true,
  leadTime: { minDays: 10, maxDays: 21 },
  stock: [],
  promotion: null,
};

describe('productStructuredData', () => {
  it('describes the variant as a schema.org Product with an offer, and no stars without reviews (a staff rating is no review)', () => {
    expect(productStructuredData({ variant, shopName: 'Lumen & Loom', origin: 'https://shop.example', currency: 'USD' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora Halo Engagement Ring',
      description: 'A brilliant centre stone within a hand-set halo.',
      image: ['https://shop.example/api/uploads/aurora-0.svg', 'https://shop.example/api/uploads/aurora-1.svg'],
      sku: '7',
      brand: { '@type': 'Brand', name: 'Lumen & Loom' },
      category: 'Rings',
      offers: {
        '@type': 'Offer',
        price: '239.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.example/product/3/7',
      },
    });
  });

  it('gives the stars of published reviews: the average, both counts and the newest five', () => {
    const items = Array.from({ length: 7 }, (_, index) => ({
      author: `Buyer ${index + 1}`,
      rating: index === 0 ? 4 : 5,
      title: `Lovely ${index + 1}`,
      body: 'It shines.',
      publishedAt: '2026-11-30T10:00:00.000Z',
    }));
    const data = productStructuredData({
      variant,
      shopName: 'Shop',
      origin: 'https://shop.example',
      currency: 'USD',
      reviews: { average: 4.857, ratingCount: 7, reviewCount: 6, items },
    });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.9, ratingCount: 7, reviewCount: 6, bestRating: 5, worstRating: 1 });
    expect(data.review).toHaveLength(5);
    expect((data.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Buyer 1' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      name: 'Lovely 1',
      reviewBody: 'It shines.',
      datePublished: '2026-11-30',
    });
    // A summary of no published review prints nothing.
    const none = productStructuredData({
      variant,
      shopName: 'Shop',
      origin: 'https://shop.example',
      currency: 'USD',
      reviews: { average: 0, ratingCount: 0, reviewCount: 0, items: [] },
    });
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
  });

  it('says a ready-to-ship piece is out of stock once no metal and size is left', () => {
    const availability = (stock: Variant['stock']) =>
      (
        productStructuredData({ variant: { ...variant, madeToOrder: false, stock }, shopName: 'Shop', origin: 'https://shop.example', currency: 'USD' })
          .offers as {
          availability: string;
        }
      ).availability;
    expect(availability([{ metal: '14K Gold', size: '5', quantity: 1 }])).toBe('https://schema.org/InStock');
    expect(availability([{ metal: '14K Gold', size: '5', quantity: 0 }])).toBe('https://schema.org/OutOfStock');
    expect(availability([])).toBe('https://schema.org/OutOfStock');
  });

  it('writes the price with the currency’s own decimals', () => {
    const data = productStructuredData({ variant, shopName: 'Shop', origin: 'https://shop.example', currency: 'JPY' });
    expect((data.offers as { price: string }).price).toBe('23900');
  });
});
