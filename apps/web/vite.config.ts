import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': api, '/dev/outbox': api } },
  // The manifest lets scripts/report-bundle.mjs measure what the landing page loads.
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // @bookloom/core's modules only declare constants and schemas: the browser keeps just what it
      // imports (without this, the zod schemas of the Book document would ship with the packs list).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/') },
    },
  },
});
