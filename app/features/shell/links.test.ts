import { describe, expect, it } from 'vitest';
import { productPath } from '../../../domain/catalog.ts';
import { FOOTER_CATEGORY_LINKS } from './links';

describe('the shell’s links', () => {
  it('points at the product page of a variant', () => {
    expect(productPath(17, 43)).toBe('/product/17/43');
  });

  it('sends each footer category where it says', () => {
    expect(FOOTER_CATEGORY_LINKS.map((link) => link.to)).toEqual(['/products', '/products?sort=price-asc', '/products?category=New+Arrivals']);
  });
});
