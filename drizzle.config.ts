import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema (`npm run db:generate`) and committed; the app applies
// them at start-up, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
})
