import type { Route } from './+types/robots';
import { shopOrigin } from '../features/content/content.server';

/** Everything may be crawled but the cart, the checkout and the API. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /api/',
    '',
    `Sitemap: ${shopOrigin(context)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
