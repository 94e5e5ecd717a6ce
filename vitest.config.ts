import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { icuCataloguePlugin } from './web/build-tools/icu-catalogue-plugin';

// `@/x` is web/src/x, as web/vite.config.ts and web/tsconfig.json say; the web's files import by it,
// and the rules and API suites load a few of them.
const resolve = {
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) }],
};

// Suites that talk to the emulators share one emulator run, so their files run one at a time.
const emulatorSuite = { fileParallelism: false, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'web/build-tools/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
        },
      },
      {
        resolve,
        plugins: [icuCataloguePlugin()],
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve,
        test: { name: 'rules', environment: 'node', include: ['tests/rules/**/*.test.ts'], ...emulatorSuite },
      },
      {
        resolve,
        test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], ...emulatorSuite },
      },
      {
        resolve,
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
