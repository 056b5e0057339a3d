/**
 * Whole pages kept in memory for anonymous shoppers: the catalogue's pages and the shop's content,
 * rendered once and sent again until the catalogue changes (decision record 014).
 *
 * What keeps one shopper's page from another:
 * - Only a request that carries no credential is answered from the cache: no Authorization header
 *   and no cookie but the known-device cookie, which no page reads, and the "Ship to" country and
 *   the ring size system, which are no credential. A logged-in shopper's pages are rendered for
 *   them, every time, as before.
 * - A page kept is rendered from a copy of the request without its cookies and Authorization (but
 *   the ship-to country and the size system, which its key names), so what is kept was rendered
 *   for nobody; an answer that sets a cookie, is not a 200 page, or says
 *   `private` or `no-store` itself is sent once and never kept.
 * - Only pages whose route declares it are kept (`handle.pageCache` in the route's module: the
 *   home page, listings, product pages, content pages), never the cart, checkout, account, orders
 *   or the back office. server/cacheable-pages.ts reads the declarations; its test checks every route's.
 * - A page is kept under the shop's public origin, its path and, on listings, the catalogue's
 *   parameters sorted (cacheablePage): never under a Host header or an absolute request target a
 *   client chose, and a parameter no page reads (`utm_source`, `fbclid`) shares the page without it,
 *   which is rendered from that address, so many such requests make one entry, not one each. A
 *   shopper's own parameter (the search text, an e-mailed token) is never kept.
 *
 * What keeps a page current:
 * - Its key holds the catalogue version (installation_facts 'catalog_version'), which every
 *   catalogue write bumps in its transaction. The version is read for each request by a query
 *   that starts after the request arrived (concurrent requests share one), so a page requested
 *   after the owner's save has been answered shows the save. A page of an older version is never
 *   sent, not even while its successor renders.
 * - What a page shows that has no version (stock counts short of selling out, blog posts and
 *   shipping methods, which the shop never edits, the year in the footer) is rendered again once
 *   the page is {@link FRESH_MS} old: until then the page is sent as it is; after that it is still
 *   sent, to the requests that come while one new rendering runs (stale-while-revalidate; the
 *   renderings of stale pages run in turn, RefreshQueue), and after {@link STALE_MS} more it is
 *   rendered before it is sent.
 *
 * Every answer carries its own Content-Security-Policy nonce (server/gzip-template.ts), so the
 * cache never makes two answers alike; browsers may keep a page and revalidate it (ETag, 304) but
 * shared caches may not (`private`): they would hand one answer's nonce to every shopper.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { FILTER_PARAMS } from '../domain/listing-url.ts';
import { SIZE_SYSTEM_COOKIE, sizeSystemFromCookie } from '../domain/ring-sizes.ts';
import { SHIP_TO_COOKIE, shipToFromCookie } from '../domain/ship-to.ts';
import { pageKind, type PageCacheKind, type PageTable } from './cacheable-pages.ts';
import { accepts } from './compression.ts';
import { gzipTemplate, gzipWithNonce, htmlWithNonce } from './gzip-template.ts';
import type { KeptPage, PageStore } from './page-store.ts';
import { RefreshQueue } from './refresh-queue.ts';

/** How long a kept page is sent as it is. */
export const FRESH_MS = 60_000;
/** How long after that it may still be sent once while it renders again. */
export const STALE_MS = 300_000;
/**
 * How many stale pages may wait to be rendered again at once: each waits with its request's
 * context (about 30 KB with its answer), so a thousand pages going stale together would hold
 * 30 MB. A stale page asked for while the queue is full is sent as kept and queued by a later ask.
 */
const REFRESHES_WAITING = 16;
/** A page larger than this is sent, never kept. */
const LARGEST_PAGE = 4 * 1024 * 1024;

/**
 * Browsers may keep the page but must ask before showing it again (RFC 9111 §5.2.2.4); shared
 * caches may not keep it at all: each answer carries a nonce of its own.
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';

/** Says how the answer was made: `hit`, `stale` (sent while it renders again) or `miss`. */
const CACHE_STATUS_HEADER = 'X-Page-Cache';

/**
 * Cookies no page reads: the known-device cookie (services/accounts/known-devices.ts), which only a login
 * reads. Any other cookie may be a credential (the session cookie, one added later): a request
 * with one is rendered for itself.
 */
const COOKIES_NO_PAGE_READS = new Set(['knownDevice', '__Host-knownDevice']);

/**
 * Cookies pages read that are no credential, each with what reads its value: the shopper's "Ship
 * to" country (domain/ship-to.ts), which decides every price shown, and their ring size system
 * (domain/ring-sizes.ts), which decides how a ring's sizes are written (issue 38: such a shopper's
 * pages were rendered for each request). A page is kept per their values (its key names them,
 * each normalised to a known value, so at most one entry per country and system) and rendered with
 * those cookies alone.
 */
const VARY_BY: ReadonlyArray<{ cookie: string; read: (header: string | null) => string | undefined }> = [
  { cookie: SHIP_TO_COOKIE, read: shipToFromCookie },
  { cookie: SIZE_SYSTEM_COOKIE, read: sizeSystemFromCookie },
];
const COOKIES_PAGES_VARY_BY = new Set(VARY_BY.map(({ cookie }) => cookie));

/** A listing's query names only these: its filters, price range, stock, order and page (never `q`, the search text). */
const LISTING_PARAMS = new Set<string>([...FILTER_PARAMS, 'minPrice', 'maxPrice', 'inStock', 'sort', 'page', 'pageSize']);

/**
 * Parameters a page reads that belong to one shopper: the text they searched for, a token from an
 * e-mailed link. A request with one is rendered for itself. Any other parameter no page reads
 * (`utm_source`, `fbclid`, a typo) is left out: the page is the same without it.
 */
const OWN_PARAMS = new Set<string>(['q', 'token']);

function onlyHarmlessCookies(header: string | null): boolean {
  if (!header) return true;
  return header.split(';').every((pair) => {
    const name = pair.split('=', 1)[0]!.trim();
    return name === '' || COOKIES_NO_PAGE_READS.has(name) || COOKIES_PAGES_VARY_BY.has(name);
  });
}

/**
 * The query a kept page is rendered and found under: a listing's catalogue parameters, sorted by
 * name (WHATWG URLSearchParams.sort, stable for repeated names); nothing on another page.
 */
function keptQuery(params: URLSearchParams, kind: PageCacheKind): string {
  const kept = new URLSearchParams();
  if (kind === 'listing') for (const [name, value] of params) if (LISTING_PARAMS.has(name)) kept.append(name, value);
  kept.sort();
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The address a request's answer is kept under, and rendered from, or undefined when the request
 * must be rendered for itself: not a GET, a credential with it, a page its route does not declare
 * kept, or a parameter of a shopper's own (OWN_PARAMS). The address is the shop's public `origin`
 * with the path and the kept query: a request's Host header, an absolute-form target or a
 * parameter no page reads never makes an entry of its own.
 */
export function cacheablePage(request: Request, pages: PageTable, origin: string): string | undefined {
  if (request.method !== 'GET' || request.headers.has('authorization') || !onlyHarmlessCookies(request.headers.get('cookie'))) return undefined;
  const url = new URL(request.url);
  const kind = pageKind(pages, url.pathname);
  if (kind === undefined) return undefined;
  for (const name of url.searchParams.keys()) if (OWN_PARAMS.has(name)) return undefined;
  return `${origin}${url.pathname}${keptQuery(url.searchParams, kind)}`;
}

/** The values a kept page is rendered for, in VARY_BY's order: each cookie's known value, '' without one (the ship-to country: the shop's home). */
const variesOf = (request: Request): string[] => VARY_BY.map(({ read }) => read(request.headers.get('cookie')) ?? '');

/** The request as the cache renders it: the kept address, asked for by nobody in particular, with those values' cookies alone. */
function forNobody(request: Request, address: string, values: readonly string[]): Request {
  const headers = new Headers(request.headers);
  for (const name of ['cookie', 'authorization', 'host', 'x-forwarded-host', 'x-forwarded-proto']) headers.delete(name);
  const cookies = VARY_BY.flatMap(({ cookie }, i) => (values[i] ? [`${cookie}=${values[i]}`] : []));
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  return new Request(address, { method: 'GET', headers });
}

// ---------------------------------------------------------------------------------------------

export interface PageCacheOptions<E extends Env> {
  store: PageStore;
  /** The pages that may be kept, from the route table (`pageTable(build.routes)`). */
  pages: PageTable;
  /** The shop's public origin (PUBLIC_URL, or its default): the one origin pages are kept and rendered under. */
  origin: string;
  /** The catalogue version now, read after the request arrived (services/caching/read-after-call.ts). */
  catalogueVersion: () => Promise<string>;
  /** Renders a page for this request (the kept address, without the shopper's credentials). */
  render: (c: Context<E>, request: Request) => Promise<Response>;
  /** The Content-Security-Policy nonce of this request's answer. */
  nonce: (c: Context<E>) => string | undefined;
  /** A failure of a rendering no shopper waits for. */
  onBackgroundError?: (c: Context<E>, error: unknown) => void;
  now?: () => number;
}

/** What one rendering gave: a page to keep, and what the request that rendered it sends. */
interface Rendered {
  page?: KeptPage;
  /** The answer as it came, when it is not kept. */
  answer?: Response;
}

/** True when the answer may be kept: a 200 HTML page, no cookie set, nothing in it that says private. */
function keepable(answer: Response): boolean {
  const cacheControl = answer.headers.get('cache-control') ?? '';
  return (
    answer.status === 200 &&
    /^text\/html\b/i.test(answer.headers.get('content-type') ?? '') &&
    !answer.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  );
}

/** The answer's body as it streamed: the chunks, and their length. */
async function chunksOf(answer: Response): Promise<{ chunks: Uint8Array[]; length: number }> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = answer.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    chunks.push(read.value);
    length += read.value.byteLength;
  }
  return { chunks, length };
}

/**
 * The buffer a page to keep is gathered in to be compressed, reused by every rendering: a
 * page-sized allocation each, freed only at V8's next collection, would leave the C heap holding
 * their space between the pages kept (issue 38: 60 MB of glibc's heap after 1,000 product pages).
 */
let gathering = Buffer.alloc(0);

/** The chunks one after the other in {@link gathering}: valid until the next call, so used at once. */
function gathered(chunks: readonly Uint8Array[], length: number): Buffer {
  if (gathering.length < length) gathering = Buffer.allocUnsafeSlow(Math.max(length, 2 * gathering.length, 256 * 1024));
  let offset = 0;
  for (const chunk of chunks) {
    gathering.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return gathering.subarray(0, length);
}

/** Whether If-None-Match names this validator (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** A kept page as the answer to this request: with its nonce, compressed when the client takes gzip; 304 when it has it. */
function send(c: Context, page: KeptPage, status: 'hit' | 'stale' | 'miss', nonce: string): Response {
  const headers = new Headers({
    'Content-Type': page.contentType,
    'Cache-Control': PAGE_CACHE_CONTROL,
    ETag: page.template.etag,
    Vary: 'Accept-Encoding',
    [CACHE_STATUS_HEADER]: status,
  });
  if (matchesEtag(c.req.header('If-None-Match'), page.template.etag)) return new Response(null, { status: 304, headers });
  if (accepts(c.req.header('Accept-Encoding'), 'gzip')) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(gzipWithNonce(page.template, nonce), { status: 200, headers });
  }
  return new Response(htmlWithNonce(page.template, nonce), { status: 200, headers });
}

export function pageCache<E extends Env>(options: PageCacheOptions<E>): MiddlewareHandler<E> {
  type C = Context<E>;
  const { store } = options;
  const now = options.now ?? Date.now;
  const rendering = new Map<string, Promise<Rendered>>();
  const refreshes = new RefreshQueue(REFRESHES_WAITING);

  /** Renders the page once for every request that wants it meanwhile. */
  const renderOnce = (c: C, key: string, address: string, version: string): Promise<Rendered> => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderToKeep(c, key, address, version).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  /**
   * Renders a page past FRESH_MS again in the background, in turn (RefreshQueue: one at a time,
   * paced), so pages going stale together (all those kept in one busy minute) do not take the
   * processor from the shoppers at once. Until then the page is sent as it was kept, up to
   * STALE_MS; a page dropped or rendered meanwhile is passed over.
   */
  const refresh = (c: C, key: string, address: string, version: string) => {
    if (rendering.has(key)) return;
    refreshes.add(key, async () => {
      const kept = store.peek(key);
      if (!kept || now() - kept.renderedAt <= FRESH_MS) return;
      await renderOnce(c, key, address, version).catch((error: unknown) => options.onBackgroundError?.(c, error));
    });
  };

  const renderToKeep = async (c: C, key: string, address: string, version: string): Promise<Rendered> => {
    const nonce = options.nonce(c)!;
    const answer = await options.render(c, forNobody(c.req.raw, address, variesOf(c.req.raw)));
    const { chunks, length } = await chunksOf(answer);
    const template = keepable(answer) && length <= LARGEST_PAGE ? gzipTemplate(gathered(chunks, length), nonce) : undefined;
    if (!template) {
      // What was kept under this key (a page renders again after FRESH_MS) is no longer the page.
      store.delete(key);
      return { answer: new Response(Buffer.concat(chunks, length), { status: answer.status, statusText: answer.statusText, headers: answer.headers }) };
    }
    const page = { template, contentType: answer.headers.get('content-type')!, renderedAt: now() };
    store.set(version, key, page);
    return { page };
  };

  return async (c, next) => {
    const key = cacheablePage(c.req.raw, options.pages, options.origin);
    const nonce = options.nonce(c);
    if (!key || !nonce) return next();
    let version: string;
    try {
      version = await options.catalogueVersion();
    } catch {
      // Without the version nothing kept can be trusted: the page renders as it would uncached.
      return next();
    }
    store.useVersion(version);
    // Crawlers get the page whole (app/entry.server.tsx): kept apart from the browsers' in case it differs.
    // A page per ship-to country and size system: a Berlin shopper never gets a Portland shopper's prices.
    const varies = variesOf(c.req.raw).map((value) => value || '-');
    const fullKey = `${version} ${isbot(c.req.header('User-Agent') ?? '') ? 'bot' : 'browser'} ${varies.join(' ')} ${key}`;

    const kept = store.get(fullKey);
    const age = kept ? now() - kept.renderedAt : Infinity;
    if (kept && kept.template.nonceLength === nonce.length && age <= FRESH_MS + STALE_MS) {
      if (age <= FRESH_MS) return send(c, kept, 'hit', nonce);
      refresh(c, fullKey, key, version);
      return send(c, kept, 'stale', nonce);
    }

    const leader = !rendering.has(fullKey);
    let rendered: Rendered;
    try {
      rendered = await renderOnce(c, fullKey, key, version);
    } catch (error) {
      if (leader) throw error;
      return next();
    }
    if (rendered.page && rendered.page.template.nonceLength === nonce.length) {
      return send(c, rendered.page, 'miss', nonce);
    }
    // Not kept: the request that rendered it sends what came; the others render their own.
    if (leader && rendered.answer) return rendered.answer;
    return next();
  };
}
