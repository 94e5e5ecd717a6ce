import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { icuCataloguePlugin } from './web/build-tools/icu-catalogue-plugin';

const domain = fileURLToPath(new URL('./domain/src', import.meta.url));
const alias = { '@domain': domain };

// Suites that talk to the emulators share one emulator run, so their files run one at a time.
const emulatorSuite = { fileParallelism: false, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/build-tools/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        plugins: [icuCataloguePlugin()],
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: { name: 'rules', environment: 'node', include: ['tests/rules/**/*.test.ts'], ...emulatorSuite },
      },
      {
        resolve: { alias },
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], ...emulatorSuite },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          ...emulatorSuite,
          testTimeout: 90_000,
        },
      },
    ],
  },
});
