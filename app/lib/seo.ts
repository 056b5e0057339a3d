/**
 * Page metadata in one shape: title, description, canonical link and Open Graph tags.
 * Every route's `meta` builds its descriptors here so no page forgets one.
 */
import type { MetaDescriptor } from 'react-router';

export interface SeoInput {
  title: string;
  description: string;
  /** The page's path (and query, where it names the content), e.g. "/product/3/7". */
  path: string;
  /** The shop's origin, from the root loader (PUBLIC_URL or the request). */
  origin: string;
  shopName: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
}

export function seo(input: SeoInput): MetaDescriptor[] {
  const url = new URL(input.path, input.origin).toString();
  const image = input.image ? new URL(input.image, input.origin).toString() : undefined;
  const title = input.title.includes(input.shopName) ? input.title : `${input.title} · ${input.shopName}`;
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: input.shopName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** Structured data for search engines, as a meta descriptor React Router renders in <head>. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': data };
}
