import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package exports name only its development build (no "production" condition),
 * so a bundler ships its development checks and warnings to every visitor. The production build
 * sits beside it in the package: the app's build uses it, the dev server keeps the warnings.
 */
export function reactRouterProductionPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'react-router-production',
    config(_config, { command }) {
      if (command !== 'build') return;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(production, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}
