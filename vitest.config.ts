import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each package may add its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
