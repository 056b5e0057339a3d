/** The sitemap's pages: the fixed ones, then every category, theme, blog post and product. */
import { productPath } from '../../../domain/catalog.ts';
import { listingHref, themePath } from '../../../domain/listing-url.ts';
import type { SitemapCatalog } from '../../../server/services/content/index';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const STATIC_PATHS = [
  '/',
  '/products',
  '/category',
  '/custom-jewelry',
  '/custom-design',
  '/blogs',
  '/about-us',
  '/contact',
  '/pop-up',
  '/privacy-policy',
  '/terms-conditions',
] as const;

export function sitemapPaths(catalog: SitemapCatalog): SitemapEntry[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...catalog.categories.map((name) => ({ path: listingHref({ category: name }) })),
    ...catalog.themes.map((name) => ({ path: themePath(name) })),
    ...catalog.blogPosts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: post.publishedAt.slice(0, 10) })),
    ...catalog.products.map((product) => ({ path: productPath(product.id, product.variantId) })),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
