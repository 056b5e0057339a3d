/**
 * A page's scripts asked for once it has loaded, not while it paints (docs/performance.md,
 * "Lighthouse, mobile"). React Router's `<Scripts>` writes a `modulepreload` link per module and an
 * inline module script that imports the route modules statically, then the client entry: the
 * browser fetches all of it (about 135 KiB) beside the document, the stylesheet, the fonts and the
 * first picture, and a phone on a slow network paints later for it. Here the shell's HTML is
 * rewritten: the links go, and the inline script runs its imports (as `await import(…)`, the
 * modules fetched side by side through `modulepreload` links it adds then) one painted frame after
 * the page's `load` (so its first picture is on screen before any script is asked for, decision
 * 017), or at the shopper's first touch, key or click if that comes first. Until then the page is
 * the server's HTML: links and forms work as plain HTML, the rest once hydrated.
 *
 * Pure string work on what React Router writes; HTML without its inline module script passes
 * unchanged. It matches ASCII only, so it works as well on bytes read one character each
 * (`deferScriptsIn`).
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's inline module script: the one that sets the route modules for hydration. */
const ROUTE_MODULES = /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
const STATIC_IMPORT = /\bimport \* as ([\w$]+) from ("[^"]+");/g;
const SIDE_EFFECT_IMPORT = /(^|[;\n])\s*import ("[^"]+");/g;

/** What starts the scripts: a painted frame after the page's load, or the shopper's first touch, key or click. */
const START_ON = ['pointerdown', 'keydown', 'touchstart'];

export function deferScripts(html: string): string {
  const script = ROUTE_MODULES.exec(html);
  if (!script) return html;
  const modules = [...html.matchAll(PRELOAD)].map((preload) => preload[1]!);
  const body = script[2]!.replace(STATIC_IMPORT, 'const $1 = await import($2);').replace(SIDE_EFFECT_IMPORT, '$1await import($2);');
  // The list is the build's own asset paths, quoted by JSON: no `</script>` can occur in it.
  const deferred = [
    `const hydrate = async () => {${body}\n};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${JSON.stringify(modules)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.appendChild(link);',
    '  }',
    '  hydrate();',
    '};',
    "if (document.readyState === 'complete') start();",
    'else {',
    // The next frame's callback runs before it is painted; the timer's, after that paint.
    "  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });",
    `  for (const type of ${JSON.stringify(START_ON)}) addEventListener(type, start, { once: true, passive: true, capture: true });`,
    '}',
  ].join('\n');
  const at = script.index;
  const rewritten = html.slice(0, at) + script[1] + deferred + script[3] + html.slice(at + script[0].length);
  return rewritten.replace(PRELOAD, '');
}

/** What marks the shell's piece: React Router's inline module script names the route modules. */
const ROUTE_MODULES_MARK = '__reactRouterRouteModules';

/**
 * A piece of a page as React writes it, its scripts deferred (`deferScripts`) when it is the
 * shell; undefined for any other piece. The bytes are read as Latin-1, one character each, and
 * written back the same way: every byte the rewriting does not touch stays as it was, UTF-8 or
 * not. Decoding the piece as UTF-8 took 1.3 ms for a 120 KB home page with 25 characters outside
 * ASCII (21 µs without them), in every page the server rendered.
 */
export function deferScriptsIn(piece: Buffer): Buffer | undefined {
  if (!piece.includes(ROUTE_MODULES_MARK)) return undefined;
  return Buffer.from(deferScripts(piece.toString('latin1')), 'latin1');
}
