import { defineConfig } from 'drizzle-kit';

// Run from apps/server (npm run db:generate at the root does), where drizzle-orm is installed.
export default defineConfig({
  dialect: 'postgresql',
  // Modules own their tables; so do the local stand-ins of outside parties (outbox, captcha).
  schema: ['./src/modules/*/tables.ts', './src/modules/*/*/tables.ts', './src/outside/*/tables.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
