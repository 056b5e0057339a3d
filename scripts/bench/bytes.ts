/**
 * What the storefront sends, measured over HTTP against the built shop on the sample catalogue:
 *
 * - compression: one answer of each kind (an HTML page, a JSON answer, the CSS and JavaScript the
 *   home page links, an SVG image), asked for with `Accept-Encoding: br, gzip` — the encoding the
 *   server chose, the bytes it sent and the size uncompressed;
 * - the JavaScript of each storefront page's first view: every module its HTML loads
 *   (modulepreload links, module scripts and the imports of the inline module script, then their
 *   static imports), compressed;
 * - the render-blocking CSS: the stylesheets linked in each page's <head>.
 *
 * "Compressed" is what the server sent when it compressed the answer, or else what gzip (level 9)
 * makes of it — what the answer would cost once the server compresses.
 *
 *   npm run build && npm run bench:bytes
 *
 * `measureBytes(base)` measures a shop already running (for other bench parts or a CI check).
 */
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { closeClients, get, measuredOn, reproduce, SAMPLE_DATA_DIR, startShop, table, writeSection, type Answer, runIfMain } from './shared.ts';

const PORT = Number(process.env.BENCH_BYTES_PORT ?? 4102);

/** Budgets: JavaScript of a page's first view, compressed; render-blocking CSS, compressed. */
export const SCRIPT_BUDGET_BYTES = 150 * 1024;
export const CSS_BUDGET_BYTES = 15 * 1024;
const ENCODED = new Set(['br', 'gzip']);
/** Below this an answer gains nothing from compression (a gzip header and dictionary cost more), so it may go as it is. */
export const COMPRESS_FROM_BYTES = 1024;

export interface Transfer {
  label: string;
  path: string;
  contentType: string;
  /** The Content-Encoding the server chose, or undefined when it sent the bytes as they are. */
  encoding: string | undefined;
  /** Body bytes on the wire. */
  sentBytes: number;
  uncompressedBytes: number;
  /** What gzip -9 makes of the uncompressed body. */
  gzipBytes: number;
  /** Sent bytes when the server compressed, else the gzip -9 size. */
  compressedBytes: number;
  /** For a row that sums several answers: each of them. */
  parts?: Transfer[];
}

export interface PageScripts {
  label: string;
  path: string;
  /** Module paths, in the order the page names them. */
  files: string[];
  /** Modules reached only through another module's static import (not preloaded by the HTML). */
  notPreloaded: string[];
  uncompressedBytes: number;
  sentBytes: number;
  compressedBytes: number;
}

export interface BlockingCss {
  label: string;
  path: string;
  stylesheets: Transfer[];
  /** Bytes of <style> elements in the <head> (inlined CSS). */
  inlineBytes: number;
  uncompressedBytes: number;
  compressedBytes: number;
}

export interface BytesFigures {
  compression: Transfer[];
  scripts: PageScripts[];
  css: BlockingCss[];
}

export interface Page {
  label: string;
  path: string;
}

/**
 * The storefront pages whose first view is measured: the home page, the listing and search, a
 * product page, the cart and the wishlist, the account forms, and the content pages (about us,
 * the contact and design-request forms, the blog and one of its posts). The product page and the
 * post are found in the shop's own catalogue and blog.
 */
export async function storefrontPages(base: string): Promise<Page[]> {
  return [
    { label: 'home', path: '/' },
    { label: 'listing', path: '/products' },
    { label: 'search', path: '/search' },
    { label: 'product', path: await productPath(base) },
    { label: 'cart', path: '/cart' },
    { label: 'wishlist', path: '/wishlist' },
    { label: 'login', path: '/login' },
    { label: 'register', path: '/register' },
    { label: 'about us', path: '/about-us' },
    { label: 'contact', path: '/contact' },
    { label: 'custom design', path: '/custom-design' },
    { label: 'blog', path: '/blogs' },
    { label: 'blog post', path: await blogPostPath(base) },
  ];
}

/** A product page of the catalogue: the first product's first variant. */
export async function productPath(base: string): Promise<string> {
  const answer = await get(`${base}/api/products?page=1&pageSize=1`);
  if (answer.status !== 200) throw new Error(`/api/products answered ${answer.status}`);
  const body = JSON.parse(answer.body.toString('utf8')) as unknown;
  const list = (Array.isArray(body) ? body : (body as { products?: unknown[] }).products) as
    Array<{ id: number; ProductVariants?: Array<{ id: number }> }> | undefined;
  const product = list?.[0];
  const variant = product?.ProductVariants?.[0];
  if (!product || !variant) throw new Error('The catalogue has no product with a variant');
  return `/product/${product.id}/${variant.id}`;
}

/** A post of the blog: the first the blog's page links to. */
export async function blogPostPath(base: string): Promise<string> {
  const answer = await get(`${base}/blogs`);
  if (answer.status !== 200) throw new Error(`/blogs answered ${answer.status}`);
  const href = /href="(\/blog\/[^"?#]+)"/.exec(answer.body.toString('utf8'))?.[1];
  if (!href) throw new Error('The blog links to no post');
  return href;
}

function decode(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (!encoding || encoding === 'identity') return answer.body;
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'deflate') return inflateSync(answer.body);
  throw new Error(`Unknown Content-Encoding ${encoding}`);
}

/** Fetches each path once (as a browser asking for compression), for the run. */
function transfers(base: string) {
  const seen = new Map<string, Promise<Transfer & { body: Buffer }>>();
  return (path: string, label = path): Promise<Transfer & { body: Buffer }> => {
    let pending = seen.get(path);
    if (!pending) {
      pending = get(`${base}${path}`, { 'accept-encoding': 'br, gzip' }).then((answer) => {
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        const body = decode(answer);
        const encoding = answer.headers['content-encoding'];
        const gzipBytes = gzipSync(body, { level: 9 }).length;
        return {
          label,
          path,
          contentType: String(answer.headers['content-type'] ?? '').split(';')[0]!,
          encoding,
          sentBytes: answer.body.length,
          uncompressedBytes: body.length,
          gzipBytes,
          compressedBytes: encoding && ENCODED.has(encoding) ? answer.body.length : gzipBytes,
          body,
        };
      });
      seen.set(path, pending);
    }
    return pending.then((transfer) => ({ ...transfer, label }));
  };
}

/** The attributes of one start tag, names lower-cased. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.replace(/^<\w+/, '').matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

const sameOrigin = (href: string, base: string) => new URL(href, base).origin === new URL(base).origin;
const pathOf = (href: string, base: string) => {
  const url = new URL(href, base);
  return `${url.pathname}${url.search}`;
};

/** Module specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) found.push(match[1]!);
  return found;
}

interface HtmlLinks {
  stylesheets: string[];
  inlineStyleBytes: number;
  /** Modules the page loads: modulepreloads, module scripts and the inline module's imports. */
  modules: string[];
  preloaded: Set<string>;
  svgImages: string[];
}

function readHtml(html: string, url: string): HtmlLinks {
  const headEnd = html.indexOf('</head>');
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const stylesheets: string[] = [];
  const modules: string[] = [];
  const preloaded = new Set<string>();
  const add = (href: string, preload: boolean) => {
    if (!sameOrigin(href, url)) return;
    const path = pathOf(href, url);
    if (!modules.includes(path)) modules.push(path);
    if (preload) preloaded.add(path);
  };
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet') && attrs.href && sameOrigin(attrs.href, url)) stylesheets.push(pathOf(attrs.href, url));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if ((attrs.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload') && attrs.href) add(attrs.href, true);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${match[1]}>`);
    if (attrs.type !== 'module') continue;
    if (attrs.src) add(attrs.src, true);
    const inline = match[2]!;
    for (const specifier of staticImports(inline)) add(specifier, true);
    for (const dynamic of inline.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(dynamic[1]!, true);
  }
  const inlineStyleBytes = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce((sum, match) => sum + Buffer.byteLength(match[1]!), 0);
  const svgImages = [...html.matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => attributes(tag).src ?? '')
    .filter((src) => src && sameOrigin(src, url) && new URL(src, url).pathname.endsWith('.svg'))
    .map((src) => pathOf(src, url));
  return { stylesheets, inlineStyleBytes, modules, preloaded, svgImages };
}

/** Every module the page loads before its first view: the HTML's modules and their static imports. */
async function pageModules(base: string, links: HtmlLinks, fetchPath: ReturnType<typeof transfers>): Promise<Array<Transfer & { body: Buffer }>> {
  const queue = [...links.modules];
  const loaded: Array<Transfer & { body: Buffer }> = [];
  for (let i = 0; i < queue.length; i++) {
    const module = await fetchPath(queue[i]!);
    loaded.push(module);
    for (const specifier of staticImports(module.body.toString('utf8'))) {
      if (!/^\.{0,2}\//.test(specifier)) continue;
      const resolved = new URL(specifier, `${base}${module.path}`);
      if (resolved.origin !== new URL(base).origin) continue;
      const path = pathOf(resolved.href, base);
      if (!queue.includes(path)) queue.push(path);
    }
  }
  return loaded;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One page's HTML read, and the modules of its first view fetched. */
async function readPage(base: string, page: Page, fetchPath: ReturnType<typeof transfers>) {
  const html = await fetchPath(page.path, `HTML ${page.path}`);
  const links = readHtml(html.body.toString('utf8'), `${base}${page.path}`);
  const modules = await pageModules(base, links, fetchPath);
  const scripts: PageScripts = {
    label: page.label,
    path: page.path,
    files: modules.map((m) => m.path),
    notPreloaded: modules.map((m) => m.path).filter((path) => !links.preloaded.has(path)),
    uncompressedBytes: sum(modules.map((item) => item.uncompressedBytes)),
    sentBytes: sum(modules.map((item) => item.sentBytes)),
    compressedBytes: sum(modules.map((item) => item.compressedBytes)),
  };
  return { links, scripts };
}

/**
 * The JavaScript of each page's first view (see the file's comment), as the shop at `base` sends
 * it: what the bench reports and what the budget test (tests/e2e/script-budget.spec.ts) checks.
 */
export async function measurePageScripts(base: string, pages: Page[]): Promise<PageScripts[]> {
  const fetchPath = transfers(base);
  const scripts: PageScripts[] = [];
  for (const page of pages) scripts.push((await readPage(base, page, fetchPath)).scripts);
  return scripts;
}

/** Measures what the shop at `base` sends; see the file's comment. */
export async function measureBytes(base: string): Promise<BytesFigures> {
  const fetchPath = transfers(base);
  const strip = <T extends { body: Buffer }>({ body: _body, ...rest }: T) => rest;
  const pages = await storefrontPages(base);

  const scripts: PageScripts[] = [];
  const css: BlockingCss[] = [];
  const htmlLinks = new Map<string, HtmlLinks>();
  for (const page of pages) {
    const { links, scripts: pageScripts } = await readPage(base, page, fetchPath);
    htmlLinks.set(page.path, links);
    scripts.push(pageScripts);
    const stylesheets = await Promise.all(links.stylesheets.map((path) => fetchPath(path).then(strip)));
    css.push({
      label: page.label,
      path: page.path,
      stylesheets,
      inlineBytes: links.inlineStyleBytes,
      uncompressedBytes: sum(stylesheets.map((item) => item.uncompressedBytes)),
      compressedBytes: sum(stylesheets.map((item) => item.compressedBytes)),
    });
  }

  const home = htmlLinks.get('/')!;
  const homeModules = await pageModules(base, home, fetchPath);
  const largest = [...homeModules].sort((a, b) => b.uncompressedBytes - a.uncompressedBytes)[0];
  const svg = home.svgImages[0];
  const compression: Transfer[] = [
    strip(await fetchPath('/', 'HTML page')),
    strip(await fetchPath('/api/products?page=1', 'JSON answer')),
    ...(await Promise.all(home.stylesheets.map((path) => fetchPath(path, 'stylesheet').then(strip)))),
    ...(largest ? [strip({ ...largest, label: 'largest script' })] : []),
    ...(svg ? [strip(await fetchPath(svg, 'SVG image'))] : []),
  ];
  if (homeModules.length > 0) {
    const counts = new Map<string, number>();
    for (const module of homeModules) counts.set(module.encoding ?? 'none', (counts.get(module.encoding ?? 'none') ?? 0) + 1);
    compression.push({
      label: `all ${homeModules.length} scripts of the home page`,
      path: '/assets/*.js',
      contentType: 'text/javascript',
      encoding: [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', '),
      sentBytes: sum(homeModules.map((item) => item.sentBytes)),
      uncompressedBytes: sum(homeModules.map((item) => item.uncompressedBytes)),
      gzipBytes: sum(homeModules.map((item) => item.gzipBytes)),
      compressedBytes: sum(homeModules.map((item) => item.compressedBytes)),
      parts: homeModules.map(strip),
    });
  }
  return { compression, scripts, css };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const yesNo = (ok: boolean) => (ok ? 'yes' : 'no');
/** The answer (each answer of a summed row) is compressed, or too small to need it. */
export const isCompressed = (transfer: Transfer): boolean =>
  transfer.parts
    ? transfer.parts.every(isCompressed)
    : (transfer.encoding !== undefined && ENCODED.has(transfer.encoding)) || transfer.uncompressedBytes < COMPRESS_FROM_BYTES;
export const scriptsWithinBudget = (page: PageScripts) => page.compressedBytes <= SCRIPT_BUDGET_BYTES;
export const cssWithinBudget = (page: BlockingCss) => page.compressedBytes <= CSS_BUDGET_BYTES;

export function bytesMarkdown(figures: BytesFigures): string {
  const compression = table(
    ['answer', 'path', 'type', 'Content-Encoding', 'sent', 'uncompressed', 'gzip -9 would send', 'compressed'],
    figures.compression.map((t) => [
      t.label,
      `\`${t.path}\``,
      t.contentType,
      t.encoding ?? 'none',
      kib(t.sentBytes),
      kib(t.uncompressedBytes),
      kib(t.gzipBytes),
      yesNo(isCompressed(t)),
    ]),
  );
  const scripts = table(
    ['page', 'modules', 'uncompressed', 'sent', 'compressed', `≤ ${SCRIPT_BUDGET_BYTES / 1024} KiB`],
    figures.scripts.map((s) => [
      `${s.label} \`${s.path}\``,
      s.notPreloaded.length > 0 ? `${s.files.length} (${s.notPreloaded.length} not preloaded)` : s.files.length,
      kib(s.uncompressedBytes),
      kib(s.sentBytes),
      kib(s.compressedBytes),
      yesNo(scriptsWithinBudget(s)),
    ]),
  );
  const css = table(
    ['page', 'stylesheets in `<head>`', 'uncompressed', 'compressed', 'inlined `<style>`', `≤ ${CSS_BUDGET_BYTES / 1024} KiB`],
    figures.css.map((c) => [
      `${c.label} \`${c.path}\``,
      c.stylesheets.map((s) => `\`${s.path}\``).join(', ') || 'none',
      kib(c.uncompressedBytes),
      kib(c.compressedBytes),
      kib(c.inlineBytes),
      yesNo(cssWithinBudget(c)),
    ]),
  );
  const allCompressed = figures.compression.every(isCompressed);
  return [
    `${measuredOn()}, on the built shop with the sample catalogue, over HTTP/1.1 with \`Accept-Encoding: br, gzip\`. Bytes are bodies, without headers; "compressed" is what the server sent when it compressed, or else what gzip -9 makes of the body.`,
    '',
    `**Compression.** Budget: brotli or gzip on every compressible answer of ${COMPRESS_FROM_BYTES / 1024} KiB or more — ` +
      (allCompressed ? 'met.' : 'not met.'),
    '',
    compression,
    '',
    `**JavaScript of a page's first view**: every module its HTML loads (modulepreload links, module scripts, the inline module's imports, and their static imports), compressed. Budget: ≤ ${SCRIPT_BUDGET_BYTES / 1024} KiB per page.`,
    '',
    scripts,
    '',
    `**Render-blocking CSS**: the stylesheets linked in the \`<head>\`. Budget: ≤ ${CSS_BUDGET_BYTES / 1024} KiB compressed (or inlined).`,
    '',
    css,
    '',
    reproduce('npm run bench:bytes'),
  ].join('\n');
}

async function main(): Promise<void> {
  const shop = await startShop({ dataDir: SAMPLE_DATA_DIR, port: PORT });
  try {
    const markdown = bytesMarkdown(await measureBytes(shop.base));
    writeSection('bytes', 'Bytes on the wire', markdown);
    console.log(markdown);
  } finally {
    await shop.stop();
    closeClients();
  }
}

runIfMain(import.meta.url, main);
