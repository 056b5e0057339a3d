/**
 * Page metadata in one shape: title, description, canonical link and Open Graph tags.
 * Every route's `meta` builds its descriptors here so no page forgets one.
 */
import type { MetaDescriptor } from 'react-router';
import type { Seller } from '../../domain/seller.ts';

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

/** A step of a page's breadcrumb trail: its words and its path. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList (https://schema.org/BreadcrumbList): the trail from the home page to this page, each step with its absolute address. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): MetaDescriptor {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).toString(),
    })),
  });
}

/**
 * schema.org Organization (https://schema.org/Organization) for the home page: the shop's name
 * and address on the web, and the seller's details as the owner set them (the shop settings).
 */
export function organizationData(shopName: string, origin: string, seller: Seller): MetaDescriptor {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shopName,
    url: new URL('/', origin).toString(),
    ...(seller.legalName ? { legalName: seller.legalName } : {}),
    ...(seller.email ? { email: seller.email } : {}),
    ...(seller.phone ? { telephone: seller.phone } : {}),
    ...(seller.address.length ? { address: seller.address.join(', ') } : {}),
    ...(seller.taxNumber ? { taxID: seller.taxNumber } : {}),
  });
}
