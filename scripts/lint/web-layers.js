import path from 'node:path';

/**
 * The web app's layers, shared -> features -> app, as an ESLint rule:
 * - components/ and lib/ are shared: they import nothing from features/ or app/; so is testing/,
 *   the set-up that tests in every layer share;
 * - features/X imports nothing from app/ and nothing from another features/Y;
 * - app/ (and the entry points beside it) may import anything;
 * - nothing in web/src reaches outside it by a relative path (shared code comes from @dropwise/domain).
 * `@/x` is web/src/x; relative specifiers are resolved against the importing file, so the layer is
 * known whatever the folder depth; static imports, re-exports and import() are all checked.
 */
const srcRoot = path.resolve(import.meta.dirname, '../../web/src');

function layerOf(file) {
  const [top, name] = path.relative(srcRoot, file).split(path.sep);
  if (top === 'components' || top === 'lib' || top === 'testing') return { kind: 'shared', name: top };
  if (top === 'features') return { kind: 'feature', name };
  return { kind: 'app', name: top };
}

function problem(from, to) {
  if (from.kind === 'shared' && to.kind !== 'shared') {
    return `${from.name}/ is shared by every feature and imports nothing from ${to.kind === 'feature' ? `features/${to.name}` : `${to.name}/`}: move what it needs into components/ (UI) or lib/ (the rest).`;
  }
  if (from.kind === 'feature' && to.kind === 'app') {
    return `features/${from.name} never imports ${to.name}/, which puts the features together: move what both need into components/ or lib/.`;
  }
  if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
    return `features/${from.name} must not import features/${to.name}: move what both use into components/ (UI) or lib/ (the rest), or into the one feature that uses it.`;
  }
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps web/src layered: shared (components, lib) -> features -> app.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (path.relative(srcRoot, file).startsWith('..')) return {};
    const from = layerOf(file);

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.') && !spec.startsWith('@/')) return;
      const target = spec.startsWith('@/')
        ? path.join(srcRoot, spec.slice(2))
        : path.resolve(path.dirname(file), spec);
      const message = path.relative(srcRoot, target).startsWith('..')
        ? 'web/src imports no files from outside it by path: code the server shares comes from @dropwise/domain/.'
        : problem(from, layerOf(target));
      if (message) context.report({ node: source, message });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const webLayers = { rules: { layers } };
