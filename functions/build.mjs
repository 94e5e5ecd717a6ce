// Bundles the functions, with the domain package they share with the web (`@dropwise/domain/*`, the
// npm workspace linked into node_modules), into lib/index.js, which is what `firebase deploy` uploads.
// Runtime packages stay external and come from package.json; the domain package is a workspace
// that no registry holds, so it is inlined here and never named in package.json, and the build
// fails if anything else outside package.json's dependencies is left for the deployed function
// to require.
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const runtimePackages = Object.keys(dependencies);

const { metafile } = await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: runtimePackages,
  metafile: true,
  logLevel: 'warning',
});

const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
const installable = new Set([...runtimePackages, ...builtinModules]);
const missing = Object.values(metafile.outputs)
  .flatMap((output) => output.imports.filter((entry) => entry.external))
  .map((entry) => packageName(entry.path.replace(/^node:/, '')))
  .filter((name) => !installable.has(name));
if (missing.length > 0) {
  throw new Error(
    `lib/index.js requires packages the deployed function cannot install: ${[...new Set(missing)]}`,
  );
}
