// drizzle-kit: `npm run db:generate` turns schema changes into SQL under server/src/db/migrations.
// The server applies them at start (server/src/db/index.ts), so the SQL files are committed with the schema.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
  strict: true,
  verbose: true
})
