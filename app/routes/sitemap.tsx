import type { Route } from './+types/sitemap';
import { shopOrigin } from '../features/content/content.server';
import { loadSitemapIndex, sitemapIndexXml } from '../features/content/sitemap.server';

/** The sitemap index: the pages file and the products' files (decision 053). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapIndexXml(shopOrigin(context), await loadSitemapIndex(context));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
