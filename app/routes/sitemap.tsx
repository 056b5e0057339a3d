import type { Route } from './+types/sitemap';
import { loadSitemapCatalog, shopOrigin } from '../features/content/content.server';
import { sitemapPaths, sitemapXml } from '../features/content/sitemap.server';

export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(shopOrigin(context), sitemapPaths(await loadSitemapCatalog(context)));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
