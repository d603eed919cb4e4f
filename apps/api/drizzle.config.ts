import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run on PGlite and PostgreSQL 15 alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
