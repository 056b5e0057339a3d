/** The content use cases pages need, bound to the request's load context. */
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { NotFound } from '../../../domain/errors.ts';
import * as content from '../../../server/services/content.ts';
import { SHOP_COPY } from './shop-facts';

export function loadAbout(context: AppLoadContext) {
  return { shopName: context.config.shopName, paragraphs: SHOP_COPY.about, tagline: SHOP_COPY.tagline };
}

export function loadBlogPosts(context: AppLoadContext) {
  return content.listBlogPosts(context.db);
}

/** The post, or a 404 page for a slug we never published. */
export async function loadBlogPost(context: AppLoadContext, slug: string) {
  try {
    return await content.getBlogPost(context.db, slug);
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export function loadSitemapCatalog(context: AppLoadContext) {
  return content.sitemapCatalog(context.db);
}

/** Absolute addresses use PUBLIC_URL when set, else the address the request came to. */
export function shopOrigin(context: AppLoadContext, request: Request): string {
  return (context.config.publicUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
}
