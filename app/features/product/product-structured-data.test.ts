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
  rating: 4.9,
  promotion: null,
};

describe('productStructuredData', () => {
  it('describes the variant as a schema.org Product with an offer and its rating', () => {
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
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, worstRating: 1 },
    });
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
