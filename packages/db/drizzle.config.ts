import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config packages/db/drizzle.config.ts` writes SQL migrations; never `push`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/drizzle',
});
