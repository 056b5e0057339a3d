/** The content use cases pages need, bound to the request's load context. */
import type { AppLoadContext } from 'react-router';
import { forLoader } from '../../lib/domain-errors.server';
import * as content from '../../../server/services/content/index.ts';
import { SHOP_COPY } from './shop-facts';

export function loadAbout(context: AppLoadContext) {
  return { shopName: context.config.shopName, paragraphs: SHOP_COPY.about, tagline: SHOP_COPY.tagline };
}

export function loadBlogPosts(context: AppLoadContext) {
  return content.listBlogPosts(context.db);
}

/** The post, or a 404 page for a slug we never published. */
export function loadBlogPost(context: AppLoadContext, slug: string) {
  return forLoader(() => content.getBlogPost(context.db, slug));
}

/** Absolute addresses use the shop's configured origin (PUBLIC_URL or http://localhost:PORT), never the request's Host. */
export function shopOrigin(context: AppLoadContext): string {
  return context.config.publicUrl.replace(/\/+$/, '');
}
