import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts'],
          // Fails a file that leaves fake timers, process.env or a patched global to the next one.
          setupFiles: ['tests/setup/leaks.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file has its own database; two workers suit the two cores here.
          maxWorkers: 2,
          // A worker keeps the server's modules from one file to the next instead of loading them
          // again for each of the ~90 files (half the suite's time; decision record 051). Each file
          // still builds its own shop: its own database, createApi with its own config and caches.
          isolate: false,
        },
      },
    ],
  },
});
