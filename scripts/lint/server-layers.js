import { serviceLayers } from './service-layers.js';

// The server's layers, each importing only from those below it: domain (the workspace package
// shared with the web, pure) < the functions' lib < services < http, with triggers beside http. A lint error, not a review comment,
// stops an arrow that points upwards. Relative imports name their .js file, as Node's ESM wants.
const namesItsJsFile = {
  regex: '^\\.{1,2}/(?!.*\\.(js|json)$)',
  message: 'Name the .js file (ESM): "./thing.js", not "./thing".',
};
const layer = (name, rule) => ({ regex: `(^|/)${name}/`, message: `${rule}` });
const functionsImports = (...forbidden) => ({
  'no-restricted-imports': ['error', { patterns: [namesItsJsFile, ...forbidden] }],
});
const servicesRefuse = ['http', 'triggers'].map((name) =>
  layer(
    name,
    `services/ never import ${name}/: take what you need as an argument; errors are lib/api-error.ts.`,
  ),
);
export const serverLayers = [
  { files: ['functions/src/**/*.ts'], rules: functionsImports() },
  {
    files: ['domain/**/*.ts'],
    rules: functionsImports(
      ...['functions', 'web', 'lib', 'services', 'http', 'triggers'].map((name) =>
        layer(
          name,
          `domain/ is pure and shared by the web and the functions: it imports nothing from ${name}/.`,
        ),
      ),
      {
        regex: '^(firebase-admin|firebase-functions|express|firebase|react)(/|$)',
        message: 'domain/ runs in the browser and on the server: no Firebase, Express or React packages.',
      },
    ),
  },
  {
    files: ['functions/src/lib/**/*.ts'],
    rules: functionsImports(
      ...['services', 'http', 'triggers'].map((name) =>
        layer(name, `lib/ sits below ${name}/: move what both need into lib/ or domain/.`),
      ),
    ),
  },
  // Service folders in layers (scripts/lint/service-layers.js): orders/, account/, admin/ >
  // dispatch/ > trip/, money/ > the rest; an import pointing up or sideways in an upper layer fails.
  ...serviceLayers((...refused) => functionsImports(...servicesRefuse, ...refused)),
  {
    files: ['functions/src/http/**/*.ts'],
    rules: functionsImports(layer('triggers', 'http/ and triggers/ are separate entry points.')),
  },
  {
    files: ['functions/src/triggers/**/*.ts'],
    rules: functionsImports(layer('http', 'http/ and triggers/ are separate entry points.')),
  },
];
