/**
 * The sitemap (decision 053): /sitemap.xml is a sitemap index naming its files, each within the
 * sitemaps.org protocol's 50,000 addresses: /sitemap/pages.xml (the fixed pages, categories, themes
 * and blog posts) and /sitemap/products-{first id}.xml (the published products, each at its
 * current address, with the date it last changed).
 */
import type { AppLoadContext } from 'react-router';
import { productPath } from '../../../domain/catalog.ts';
import { listingHref, themePath } from '../../../domain/listing-url.ts';
import * as content from '../../../server/services/content/index.ts';
import type { SitemapPages } from '../../../server/services/content/index.ts';

/** The protocol's limit of addresses in one sitemap file. */
const SITEMAP_FILE_LIMIT = 50_000;

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

const day = (iso: string) => iso.slice(0, 10);

/** The pages file's entries: the fixed pages, then every category, theme and blog post. */
export function sitemapPaths(pages: SitemapPages): SitemapEntry[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...pages.categories.map((name) => ({ path: listingHref({ category: name }) })),
    ...pages.themes.map((name) => ({ path: themePath(name) })),
    ...pages.blogPosts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: day(post.publishedAt) })),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function document(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', origin: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    return `  <${item}><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</${item}>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`, ...lines, `</${root}>`, ''].join('\n');
}

/** A sitemap file: absolute, XML-escaped addresses. */
export const sitemapXml = (origin: string, entries: readonly SitemapEntry[]) => document('urlset', 'url', origin, entries);

/** The sitemap index: one entry per file. */
export const sitemapIndexXml = (origin: string, files: readonly SitemapEntry[]) => document('sitemapindex', 'sitemap', origin, files);

const productsFile = (fromId: number) => `/sitemap/products-${fromId}.xml`;

/** The index's files: the pages file, then one per `perFile` products. */
export async function loadSitemapIndex(context: AppLoadContext, perFile = SITEMAP_FILE_LIMIT): Promise<SitemapEntry[]> {
  const [pages, files] = await Promise.all([content.sitemapPages(context.db), content.sitemapProductFiles(context.db, perFile)]);
  const newestPost = pages.blogPosts[0]?.publishedAt;
  return [
    { path: '/sitemap/pages.xml', ...(newestPost ? { lastModified: day(newestPost) } : {}) },
    ...files.map((file) => ({ path: productsFile(file.fromId), lastModified: file.lastModified })),
  ];
}

/** A file's entries by its name (`pages.xml`, `products-{id}.xml`); undefined for a name that is none. */
export async function loadSitemapFile(context: AppLoadContext, name: string, perFile = SITEMAP_FILE_LIMIT): Promise<SitemapEntry[] | undefined> {
  if (name === 'pages.xml') return sitemapPaths(await content.sitemapPages(context.db));
  const fromId = /^products-(\d{1,10})\.xml$/.exec(name)?.[1];
  if (fromId === undefined || Number(fromId) > 2_147_483_647) return undefined;
  const products = await content.sitemapProducts(context.db, Number(fromId), perFile);
  return products.map((product) => ({ path: productPath(product.id, product.variantId), lastModified: product.lastModified }));
}
