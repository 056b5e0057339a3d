import { data } from 'react-router';
import type { Route } from './+types/sitemap-file';
import { shopOrigin } from '../features/content/content.server';
import { loadSitemapFile, sitemapXml } from '../features/content/sitemap.server';

/** One file of the sitemap index: /sitemap/pages.xml or /sitemap/products-{first id}.xml; any other name is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const entries = await loadSitemapFile(context, params.file);
  if (!entries) throw data(null, { status: 404 });
  return new Response(sitemapXml(shopOrigin(context), entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
