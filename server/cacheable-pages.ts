/**
 * Which pages the page cache (page-cache.ts) may keep, as their routes declare it: each route
 * module that may be kept says so, `export const handle = { pageCache: 'page' | 'listing' }`, and
 * the server reads the built routes once into a table that answers a request's path in a map
 * lookup or a few pattern tests. No list here restates the route table (app/routes.ts);
 * cacheable-pages.test.ts checks every route's declaration.
 */

/**
 * How a route's page may be kept, as its module declares it (`export const handle = { pageCache: 'page' }`):
 * - `page`: the same for every anonymous shopper, asked for without a query string;
 * - `listing`: the same, and its query string chooses from the catalogue (LISTING_PARAMS in page-cache.ts).
 * A route that declares nothing is never kept.
 */
export type PageCacheKind = 'page' | 'listing';
const PAGE_CACHE_KINDS: ReadonlySet<unknown> = new Set<PageCacheKind>(['page', 'listing']);

/** A route as the server build lists it (react-router's `ServerBuild['routes']`): its place in the table and its module. */
export interface PageRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown };
}

/**
 * Every address the route table answers, with the kind of page each is (null: never kept), made
 * once from the routes. A request finds its route as React Router does (case aside, a trailing
 * slash aside, the most specific route first): its path in a map, or else the few paths with
 * parameters, most specific first. Its page is kept only under the spelling the route table gives.
 */
export interface PageTable {
  /** Paths without parameters, by their folded spelling (`fold`). */
  exact: ReadonlyMap<string, { path: string; kind: PageCacheKind | null }>;
  /** Paths with parameters, React Router's most specific first: `folded` finds the route, `pattern` checks the spelling. */
  patterns: ReadonlyArray<{ path: string; folded: RegExp; pattern: RegExp; kind: PageCacheKind | null }>;
}

/** A path as React Router compares it: without case, without trailing slashes. */
function fold(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** The kind a route's module declares; anything but a known kind is a mistake worth stopping for. */
function declaredKind(route: PageRoute): PageCacheKind | null {
  const declared = (route.module.handle as { pageCache?: unknown } | undefined)?.pageCache;
  if (declared === undefined) return null;
  if (!PAGE_CACHE_KINDS.has(declared)) throw new Error(`Route ${route.id} declares pageCache ${JSON.stringify(declared)}: it may be 'page' or 'listing'.`);
  return declared as PageCacheKind;
}

/** React Router's ranking of a path (its `computeScore`): static segments over parameters over a splat; an index route over its parent. */
function routeScore(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source of a path's pattern: a parameter is one segment, a splat the rest. */
const patternSource = (path: string) =>
  `^${path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/')}$`;

/** The table of the routes' pages (see PageTable). */
export function pageTable(routes: Readonly<Record<string, PageRoute | undefined>>): PageTable {
  const fullPath = (route: PageRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const parentPath = parent ? fullPath(parent) : '/';
    return route.path ? `${parentPath.replace(/\/$/, '')}/${route.path}` : parentPath;
  };
  const exact = new Map<string, { path: string; kind: PageCacheKind | null; score: number }>();
  const patterns: Array<PageTable['patterns'][number] & { score: number }> = [];
  for (const route of Object.values(routes)) {
    // A route without a path answers an address only through its children (React Router's rule); an index route answers its parent's.
    if (!route || (route.path === undefined && !route.index)) continue;
    const path = fullPath(route);
    if (path.includes('?')) throw new Error(`Route ${route.id} has an optional segment (${path}): the page cache's table does not read those.`);
    const entry = { path, kind: declaredKind(route), score: routeScore(path, route.index === true) };
    if (/[:*]/.test(path)) patterns.push({ ...entry, folded: new RegExp(patternSource(path), 'i'), pattern: new RegExp(patternSource(path)) });
    else if ((exact.get(fold(path))?.score ?? -Infinity) < entry.score) exact.set(fold(path), entry);
  }
  // Stable: among paths ranked alike, the route table's order decides, as in React Router.
  patterns.sort((a, b) => b.score - a.score);
  return { exact, patterns };
}

/** The kind of page at this path, when it is spelled as the route table spells it; undefined when it is not kept. */
export function pageKind(table: PageTable, pathname: string): PageCacheKind | undefined {
  // React Router's data requests (/product/1/2.data, /_root.data) are answered as before.
  if (pathname.endsWith('.data')) return undefined;
  const folded = fold(pathname);
  const exact = table.exact.get(folded);
  if (exact) return exact.kind !== null && exact.path === pathname ? exact.kind : undefined;
  for (const route of table.patterns) {
    if (route.folded.test(folded)) return route.kind !== null && route.pattern.test(pathname) ? route.kind : undefined;
  }
  return undefined;
}

/**
 * The route pattern that answers a page's path (`/orders/:id`, `/product/:id/:variantId`), for the
 * request log and GET /metrics: never the path itself, whose ids and names are unbounded and may
 * name a person. A data request (`/orders/12.data`) is its page's; a path no route answers, undefined.
 */
export function pageRoute(table: PageTable, pathname: string): string | undefined {
  const folded = fold(pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/'));
  return table.exact.get(folded)?.path ?? table.patterns.find((route) => route.folded.test(folded))?.path;
}
