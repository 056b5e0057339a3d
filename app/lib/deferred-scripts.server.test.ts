import { describe, expect, it } from 'vitest';
import { deferScripts, deferScriptsIn } from './deferred-scripts.server';

/** The end of a page as React Router writes it: module preloads, the hand-off script, the route modules' script. */
const PAGE = [
  '<html><head><link rel="stylesheet" href="/assets/shell.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="n0nce"/>',
  '</head><body><main><a href="/products">Shop</a></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {"state":{}};</script>',
  '<script nonce="n0nce" type="module" async="">;',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1_main from "/assets/home-D.js";',
  'const route1 = {...route1_main};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join('\n');

const moduleScript = (html: string) => /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('deferScripts', () => {
  it('takes the module preloads out of the page and names them to the script instead', () => {
    const page = deferScripts(PAGE);
    expect(page).not.toMatch(/<link rel="modulepreload"/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(moduleScript(page)).toContain('["/assets/entry.client-A.js","/assets/shell-B.js"]');
  });

  it('imports the route modules and the entry only once started: a painted frame after load, or at the first touch, key or click', () => {
    const script = moduleScript(deferScripts(PAGE));
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('const route0 = await import("/assets/root-C.js");');
    expect(script).toContain('const route1_main = await import("/assets/home-D.js");');
    expect(script).toContain('import("/assets/entry.client-A.js");');
    expect(script).toContain("addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });");
    expect(script).toContain('["pointerdown","keydown","touchstart"]');
    // Plain script syntax now (no static import left): it compiles as a function body.
    expect(() => new Function(script)).not.toThrow();
  });

  it('runs the imports once, after the route modules are set, and at once on a page that has loaded', async () => {
    const imported: string[] = [];
    const listeners = new Map<string, () => void>();
    const window = {} as Record<string, unknown>;
    const document = {
      readyState: 'loading',
      head: { appendChild: (link: { href: string }) => imported.push(`preload ${link.href}`) },
      createElement: () => ({}),
    };
    const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
    const frames: Array<() => void> = [];
    const body = moduleScript(deferScripts(PAGE)).replace(/\bimport\(/g, '__import(');
    const run = new Function('window', 'document', 'addEventListener', 'requestAnimationFrame', '__import', body);
    run(
      window,
      document,
      addEventListener,
      (callback: () => void) => frames.push(callback),
      async (path: string) => {
        imported.push(path);
        return { path };
      },
    );
    expect(imported).toEqual([]);
    // The load asks for a frame; nothing starts before that frame is painted.
    listeners.get('load')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A key pressed since starts nothing again.
    listeners.get('keydown')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([
      'preload /assets/entry.client-A.js',
      'preload /assets/shell-B.js',
      '/assets/root-C.js',
      '/assets/home-D.js',
      '/assets/entry.client-A.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { path: '/assets/root-C.js' }, 'routes/home': { path: '/assets/home-D.js' } });

    const loaded: string[] = [];
    new Function('window', 'document', 'addEventListener', '__import', body)(
      {},
      { ...document, readyState: 'complete' },
      () => {},
      async (path: string) => loaded.push(path),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toContain('/assets/entry.client-A.js');
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const page = '<html><body><link rel="modulepreload" href="/assets/x.js"/><p>Offline</p></body></html>';
    expect(deferScripts(page)).toBe(page);
  });

  it('rewrites the shell as bytes, leaving every other byte as it was, and passes any other piece', () => {
    const words = 'Café Lumière — 18K rosé gold, ✓ ring size 5½, 💍';
    const page = PAGE.replace('<main><a href="/products">Shop</a></main>', `<main><h1>${words}</h1></main>`);
    const bytes = deferScriptsIn(Buffer.from(page, 'utf8'));
    expect(bytes?.toString('utf8')).toBe(deferScripts(page));
    expect(bytes?.toString('utf8')).toContain(words);
    expect(deferScriptsIn(Buffer.from(`<p>${words}</p>`, 'utf8'))).toBeUndefined();
  });
});
