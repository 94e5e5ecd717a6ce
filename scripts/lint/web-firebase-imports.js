// Firebase is called from three kinds of folder: lib/firebase/ (the instances and the read hooks
// useLive, useLoad, useCursorPages), lib/session/ (signing in and out, the signed-in person's
// profile) and each feature's api/ folder; screens call hooks and functions from there. Types
// carry no SDK code, so `import type` stays allowed anywhere, and tests may reach the SDK.
export const webFirebaseImports = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: [
    'web/src/lib/firebase/**',
    'web/src/lib/session/**',
    'web/src/features/*/api/**',
    'web/src/**/*.test.{ts,tsx}',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(firebase|@firebase/[^/]+|reactfire)(/|$)',
            allowTypeImports: true,
            message:
              "Call Firebase from web/src/lib/firebase/, web/src/lib/session/ or the feature's api/ folder, and use the hook or function from there (instances: @/lib/firebase/instances).",
          },
        ],
      },
    ],
  },
};
