import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'tokens/**/*.test.{ts,mjs}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
