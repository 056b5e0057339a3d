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
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file has its own database; two workers suit the two cores here.
          maxWorkers: 2,
        },
      },
    ],
  },
});
