import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapXml } from './sitemap.server';

const catalog = {
  categories: ['Rings', 'New Arrivals'],
  themes: ['Love & Romance'],
  blogPosts: [{ slug: 'caring-for-silver', publishedAt: '2026-02-25T09:00:00.000Z' }],
  products: [{ id: 3, variantId: 7 }],
};

describe('sitemap', () => {
  it('lists the fixed pages, then categories, themes, posts and products, each encoded', () => {
    const paths = sitemapPaths(catalog).map((entry) => entry.path);
    expect(paths.slice(0, 3)).toEqual(['/', '/products', '/category']);
    expect(paths).toContain('/products?category=Rings');
    expect(paths).toContain('/products?category=New+Arrivals');
    expect(paths).toContain('/theme/Love%20%26%20Romance');
    expect(paths).toContain('/blog/caring-for-silver');
    expect(paths.at(-1)).toBe('/product/3/7');
  });

  it('writes absolute, XML-escaped addresses', () => {
    const xml = sitemapXml('https://shop.example', [{ path: '/products?category=Rings&theme=Love' }, { path: '/blog/a', lastModified: '2026-02-25' }]);
    expect(xml).toContain('<loc>https://shop.example/products?category=Rings&amp;theme=Love</loc>');
    expect(xml).toContain('<loc>https://shop.example/blog/a</loc><lastmod>2026-02-25</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
