import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: it writes a new SQL migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
