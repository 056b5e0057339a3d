import { describe, expect, it } from 'vitest';
import { productPath } from '../../../domain/catalog.ts';
import { FOOTER_CATEGORY_LINKS, listingHref, searchHref, themeHref } from './links';

describe('listingHref', () => {
  it('is the plain listing without filters', () => {
    expect(listingHref()).toBe('/products');
    expect(listingHref({ purpose: '  ' })).toBe('/products');
  });

  it('keeps the order given and encodes every value', () => {
    expect(listingHref({ category: 'Rings', purpose: 'Baby Shower' })).toBe('/products?category=Rings&purpose=Baby+Shower');
    expect(listingHref({ category: 'Rose & Gold', gemstone: 'Tiger’s Eye' })).toBe('/products?category=Rose+%26+Gold&gemstone=Tiger%E2%80%99s+Eye');
  });

  it('reads back to the same values', () => {
    const href = listingHref({ category: 'New Arrivals', type: 'a/b?c=d' });
    const params = new URL(href, 'http://shop.test').searchParams;
    expect(params.get('category')).toBe('New Arrivals');
    expect(params.get('type')).toBe('a/b?c=d');
  });
});

describe('other links', () => {
  it('encodes theme names in the path', () => {
    expect(themeHref('Celestial')).toBe('/theme/Celestial');
    expect(themeHref('Sun & Moon')).toBe('/theme/Sun%20%26%20Moon');
  });

  it('points at the product page of a variant', () => {
    expect(productPath(17, 43)).toBe('/product/17/43');
  });

  it('searches the listing with trimmed text', () => {
    expect(searchHref(' rose ring ')).toBe('/products?q=rose+ring');
    expect(searchHref('')).toBe('/products');
  });

  it('sends each footer category where it says', () => {
    expect(FOOTER_CATEGORY_LINKS.map((link) => link.to)).toEqual(['/products', '/products?sort=price-asc', '/products?category=New+Arrivals']);
  });
});
