import { readFileSync } from 'node:fs';

/**
 * Firestore collection names are written once, in domain/src/collections.ts; everything else
 * builds its references from that module. This rule reads the names from the module itself, so a
 * new collection is covered as soon as it is named there, and refuses:
 * - a string or template passed to collection(), doc() or collectionGroup() (the modular calls or
 *   the admin SDK's methods) whose first segment is a collection name: `collection(db, 'orders')`,
 *   `db.doc(\`orders/${id}\`)`, `.collection('history')`;
 * - a literal path anywhere whose first segment is a collection name: `'config/fares'`,
 *   `` `orders/${id}` ``.
 * Document ids (`.doc('handover')`) are not collection names and pass; so do field names, which
 * are never path arguments.
 */
export const collectionsModule = 'domain/src/collections.ts';

const source = readFileSync(new URL(`../../${collectionsModule}`, import.meta.url), 'utf8');
export const collectionNames = [...source.matchAll(/^export const [A-Z_]+ = '([A-Za-z]+)';$/gm)].map(
  (match) => match[1],
);

// esquery's regular expressions cannot hold a slash: \x2F is one.
const names = collectionNames.join('|');
const wholeName = `^(${names})(\\x2F|$)`;
const firstSegment = `^(${names})\\x2F`;
const pathCall = [
  'CallExpression[callee.name=/^(collection|doc|collectionGroup)$/]',
  'CallExpression[callee.property.name=/^(collection|doc|collectionGroup)$/]',
].join(', ');

export const collectionNameSelectors = [
  `:matches(${pathCall}) > Literal[value=/${wholeName}/]`,
  `:matches(${pathCall}) > TemplateLiteral[quasis.0.value.raw=/${wholeName}/]`,
  // A bare name handed on as a path: `mayList(db, 'orders')`, `{ collection: 'users' }`. Only a
  // second argument: a first is as often a label (`describe('riders')`, `useT('history')`), a third
  // a compared value (`where('kind', '==', ...)`).
  `CallExpression > Literal:nth-child(2)[value=/^(${names})$/]`,
  `Property[key.name=/^(collection|collectionGroup|list|path)$/] > Literal[value=/^(${names})$/]`,
  `Literal[value=/${firstSegment}/]`,
  `TemplateLiteral[quasis.0.value.raw=/${firstSegment}/]`,
];

const message = `Name Firestore collections and paths from @dropwise/domain/collections (${collectionsModule}).`;

export const collectionNamesPlugin = {
  rules: {
    'collection-names': {
      meta: { type: 'problem', schema: [], docs: { description: message } },
      create(context) {
        // A path passed to doc() matches two selectors: one report each.
        const reported = new Set();
        const report = (node) => {
          if (!reported.has(node)) context.report({ node, message });
          reported.add(node);
        };
        return Object.fromEntries(collectionNameSelectors.map((selector) => [selector, report]));
      },
    },
  },
};

export const collectionNamesConfig = {
  files: ['{domain/src,functions/src,web/src,tests,scripts,bench}/**/*.{ts,tsx,js,mjs}'],
  ignores: [collectionsModule],
  plugins: { collections: collectionNamesPlugin },
  rules: { 'collections/collection-names': 'error' },
};
