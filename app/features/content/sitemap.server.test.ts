import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapPaths, sitemapXml } from './sitemap.server';

const pages = {
  categories: ['Rings', 'New Arrivals'],
  themes: ['Love & Romance'],
  blogPosts: [{ slug: 'caring-for-silver', publishedAt: '2026-02-25T09:00:00.000Z' }],
};

describe('sitemap', () => {
  it('lists the fixed pages, then categories, themes and posts, each encoded', () => {
    const paths = sitemapPaths(pages).map((entry) => entry.path);
    expect(paths.slice(0, 3)).toEqual(['/', '/products', '/category']);
    expect(paths).toContain('/products?category=Rings');
    expect(paths).toContain('/products?category=New+Arrivals');
    expect(paths).toContain('/theme/Love%20%26%20Romance');
    expect(paths.at(-1)).toBe('/blog/caring-for-silver');
    expect(sitemapPaths(pages).at(-1)?.lastModified).toBe('2026-02-25');
  });

  it('writes absolute, XML-escaped addresses', () => {
    const xml = sitemapXml('https://shop.example', [{ path: '/products?category=Rings&theme=Love' }, { path: '/blog/a', lastModified: '2026-02-25' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.example/products?category=Rings&amp;theme=Love</loc>');
    expect(xml).toContain('<loc>https://shop.example/blog/a</loc><lastmod>2026-02-25</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('writes the index as a sitemapindex of its files', () => {
    const xml = sitemapIndexXml('https://shop.example', [{ path: '/sitemap/pages.xml' }, { path: '/sitemap/products-1.xml', lastModified: '2026-12-01' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemap/products-1.xml</loc><lastmod>2026-12-01</lastmod></sitemap>');
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });
});
