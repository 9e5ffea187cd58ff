// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PUBLIC_FEATURES = [
  'site-chrome',
  'home',
  'products',
  'gallery',
  'ebrochure',
  'contact',
  'info-pages',
  'quote',
];
const ADMIN_FEATURES = [
  'auth',
  'dashboard',
  'sliders-admin',
  'products-admin',
  'categories-admin',
  'ebrochure-admin',
  'gallery-admin',
  'admin-shell',
  'leads-admin',
  'activity-admin',
  'security-admin',
  'backups-admin',
];
const FEATURES = [...PUBLIC_FEATURES, ...ADMIN_FEATURES];

/** Public code never imports the admin panel's components. */
const NO_ADMIN_CODE = {
  group: ['**/components/admin', '**/components/admin/**'],
  message: 'Public code never imports admin code.',
};

/**
 * Import boundaries (ARCHITECTURE.md): contract → lib/components → features → app.
 * A feature never imports another feature; public code never imports admin code.
 */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
              `**/features/${other}`,
              `**/features/${other}/**`,
            ]),
            message:
              'A feature never imports another feature: move shared code to lib/ or components/.',
          },
          {
            group: ['**/app/**', '**/app'],
            message:
              'Features never import from app/ (imports flow contract → lib → features → app).',
          },
          // This rule replaces the public-code rule above for feature files: repeat its part.
          ...(PUBLIC_FEATURES.includes(feature) ? [NO_ADMIN_CODE] : []),
        ],
      },
    ],
  },
}));

/** The import rule of shared code: no feature, no app/, and `extra` patterns. */
function sharedCodeBoundary(files, extra) {
  const noFeatures = {
    group: ['**/features', '**/features/**', '**/app', '**/app/**'],
    message:
      'lib/, components/ and config/ never import a feature or app/: move the shared part here.',
  };
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatures, ...extra] }] },
  };
}

/**
 * The mock mounts every call from the contract's route registry through mock-backend/src/http/
 * api-route.ts (ADR 0028), so it cannot serve a call the OpenAPI document does not describe. A
 * direct router.get/post/… (or route(), or use() at a path) would bypass it.
 */
const MOUNT_FROM_REGISTRY = {
  files: ['mock-backend/src/**/*.ts'],
  ignores: [
    'mock-backend/src/**/*.test.ts',
    'mock-backend/src/test-utils/**',
    'mock-backend/src/http/api-route.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        // Two arguments or more: a path and a handler (a Map's get/delete takes one).
        "CallExpression[callee.property.name=/^(get|post|put|patch|delete|all)$/][arguments.length>=2]:not([callee.object.name='Reflect'])",
        "CallExpression[callee.property.name='route']",
        "CallExpression[callee.property.name='use'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
      ].map((selector) => ({
        selector,
        message:
          "Mount routes with route(router, '<operationId>', ...handlers) and useRouters()/useFiles() from mock-backend/src/http/api-route.ts: method and path come from the contract's API_OPERATIONS (ADR 0028).",
      })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'frontend/build/**',
      'frontend/.react-router/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.harness/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'mock-backend/scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Public code (everything outside admin features) never imports admin code.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      ...ADMIN_FEATURES.map((feature) => `frontend/src/features/${feature}/**`),
      'frontend/src/components/admin/**',
      'frontend/src/app/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...ADMIN_FEATURES.flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
                '**/components/admin/**',
              ],
              message: 'Public code never imports admin code.',
            },
          ],
        },
      ],
    },
  },
  // Shared code (lib/, components/, config/) never imports a feature or app/: features build on
  // it, not the other way round. components/admin may serve admin features; the rest is public.
  sharedCodeBoundary(['frontend/src/components/admin/**/*.{ts,tsx}'], []),
  sharedCodeBoundary(['frontend/src/{lib,config,components/ui}/**/*.{ts,tsx}'], [NO_ADMIN_CODE]),
  ...featureBoundaries,
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\.|vitest$)',
              // Classic zod is not tree-shakable: on the public first load it costs ~19 KB gzip (ADR 0015).
              message: 'contract depends on zod/mini only (ADR 0015).',
            },
          ],
        },
      ],
    },
  },
  MOUNT_FROM_REGISTRY,
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A loop over inputs asserts with expect.soft: one failing input must not hide the others
      // (a loop that declares one test per input, with it()/test(), is the other way).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ForOfStatement CallExpression[callee.type='Identifier'][callee.name='expect']:not(ForOfStatement :function CallExpression)",
          message:
            'Inside a loop over inputs, use expect.soft (or it.each / one test per input) so one failure does not hide the rest.',
        },
      ],
    },
  },
);
