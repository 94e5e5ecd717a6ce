import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { alwaysTrueQueryExpects } from './scripts/lint/query-expects.js';
import { webFirebaseImports } from './scripts/lint/web-firebase-imports.js';
import { apiPaths } from './scripts/lint/api-paths.js';
import { collectionNamesConfig } from './scripts/lint/collection-names.js';
import { serverLayers } from './scripts/lint/server-layers.js';
import { webLayers } from './scripts/lint/web-layers.js';

// The functions read their environment in one module, functions/src/config/settings.ts, where each
// variable has its default and bounds and a bad value stops the function at start with its name.
// Tests may still set variables, as the emulator scripts do.
const settingsReadInOnePlace = {
  files: ['functions/src/**/*.ts'],
  ignores: ['functions/src/config/**', 'functions/src/**/*.test.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'process',
        property: 'env',
        message:
          'Read the environment through functions/src/config/settings.ts (add the variable there, with its default and bounds, and to docs/settings.md).',
      },
    ],
  },
};

// A sentence (a capital, then a lower-case letter) passed straight to what shows it to a person.
const sentence = ':matches(Literal[value=/^[A-Z][a-z]/], TemplateLiteral[quasis.0.value.raw=/^[A-Z][a-z]/])';
const untranslatedMessageSelectors = [
  `CallExpression[callee.object.name='toast'] > ${sentence}`,
  `CallExpression[callee.name=/^(toast|showToast|alert|confirm|prompt)$/] > ${sentence}`,
  `CallExpression[callee.object.name='window'][callee.property.name=/^(alert|confirm|prompt)$/] > ${sentence}`,
  `Property[key.name='message'] > ${sentence}`,
].map((selector) => ({
  selector,
  message: 'Show people text from the message catalogues (useT / translate).',
}));

// A page address of the web app written out, outside domain/src/page-paths.ts where each is named
// once: a literal or template starting with one of the app's first path segments. API paths
// (`/api/...`, `/counter/...`) and the Express routers' own sub-paths start with other segments.
// A new first segment in page-paths.ts joins this list.
const pageSegments = [
  'education',
  'eduform',
  'privacy-policy',
  'privacy-policy-rider',
  'Eadmin',
  'Edash',
  'login',
  'signup',
  'loginwithpass',
  'profile',
  'bookRider',
  'bookParcel',
  'riderHistory',
  'parcelHistory',
  'receipt',
  'delete-account',
  'delete-account-digistall',
  'delete-account-rider',
  'alogin',
  'admin',
  'rider',
  'track',
  'shop',
];
// esquery's regular expressions cannot hold a slash: \x2F is one.
const pagePathPattern = `^\\x2F(${pageSegments.join('|')})(\\x2F|[?#]|$)`;
const pagePathSelectors = [
  `Literal[value=/${pagePathPattern}/i]`,
  `TemplateLiteral[quasis.0.value.raw=/${pagePathPattern}/i]`,
].map((selector) => ({
  selector,
  message: 'Name page addresses from @dropwise/domain/page-paths (pagePaths, pagePatterns, orderPath, ...).',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.cache/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // useLoad (web/src/lib/firebase/use-load.ts) runs its function in an effect: its deps are checked the same way.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLoad$' }],
    },
  },
  // The web app's layers, shared (components, lib) -> features -> app: see scripts/lint/web-layers.js.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { web: webLayers },
    rules: {
      'web/layers': 'error',
      // One way to name a file in another folder: `@/lib/api/request`, the same from any depth.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'Import from another folder of web/src as @/... (web/src is @/).' },
          ],
        },
      ],
    },
  },
  // Firebase is called only from lib/firebase/, lib/session/ and the features' api/ folders.
  webFirebaseImports,
  // Every word a person reads comes from the message catalogues (web/src/lib/i18n/messages), so
  // that it exists in each language: no text in JSX, and no sentence handed to a toast, a dialog
  // or a form error as a literal. Tests may write what they expect to see.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,alt,title,placeholder}']] } },
      ],
      'no-restricted-syntax': ['error', ...untranslatedMessageSelectors, ...pagePathSelectors],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'domain/src/page-paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...pagePathSelectors] },
  },
  ...serverLayers,
  settingsReadInOnePlace,
  // Test files: no expect that cannot fail (scripts/lint/query-expects.js).
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...alwaysTrueQueryExpects] },
  },
  // API paths come from their contracts in domain/src/api (scripts/lint/api-paths.js).
  apiPaths,
  // Collection names are said once, in domain/src/collections.ts; tests build their paths from it too.
  collectionNamesConfig,
);
