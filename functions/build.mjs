// Bundles the functions (and the domain code shared with the web) into lib/index.js, which is
// what `firebase deploy` uploads. Runtime packages stay external and come from package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express'],
  logLevel: 'warning',
});
