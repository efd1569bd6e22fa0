import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one schema and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
});
