import { builtinRules } from 'eslint/use-at-your-own-risk';

// esquery's regular expressions cannot hold a slash: \x2F is one.
const apiPathPattern = '^\\x2F(api|counter)\\x2F';

/**
 * An API path written out, outside domain/src/api where each endpoint is declared once: a string
 * or a template starting with /api/ or /counter/. The web, the functions' routes, the scripts and
 * the benchmarks take paths from the contracts (`endpoint.path`, `fillPath(endpoint.path, ...)`);
 * tests call the paths as outside checks do. The core selector rule runs under a name of its own,
 * so these selectors add to a file's other no-restricted-syntax selectors instead of replacing them.
 */
export const apiPaths = {
  files: [
    'domain/src/**/*.ts',
    'functions/src/**/*.ts',
    'web/src/**/*.{ts,tsx}',
    'scripts/**/*.{ts,js,mjs}',
    'bench/**/*.ts',
  ],
  ignores: ['domain/src/api/**', '**/*.test.*', 'tests/**'],
  plugins: { 'api-paths': { rules: { 'no-restricted-syntax': builtinRules.get('no-restricted-syntax') } } },
  rules: {
    'api-paths/no-restricted-syntax': [
      'error',
      ...[
        `Literal[value=/${apiPathPattern}/]`,
        `TemplateLiteral[quasis.0.value.raw=/${apiPathPattern}/]`,
      ].map((selector) => ({
        selector,
        message:
          'Take API paths from @dropwise/domain/api/<area> (an endpoint, fillPath(endpoint.path, params)).',
      })),
    ],
  },
};
