import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// STYLE.md rule 7: imports flow downward, components/ui → components → features → routes.
const layers = [
  {
    target: './app/components/ui/**',
    from: ['./app/components/*.tsx', './app/components/!(ui)/**', './app/features/**', './app/routes/**'],
  },
  { target: './app/components/**', from: ['./app/features/**', './app/routes/**'] },
  { target: './app/features/**', from: ['./app/routes/**'] },
  { target: './app/lib/**', from: ['./app/components/**', './app/features/**', './app/routes/**'] },
  // Languages and message catalogues: below everything that shows a message, above nothing.
  {
    target: './app/i18n/**',
    from: [
      './app/components/**',
      './app/features/**',
      './app/routes/**',
      './app/db/**',
      './app/lib/**',
      './app/content/**',
    ],
  },
  {
    target: './app/content/**',
    from: ['./app/components/**', './app/features/**', './app/routes/**', './app/db/**'],
  },
]

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-cycle': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through app/lib/env.server.ts (STYLE.md rule 5).',
        },
      ],
    },
  },
  {
    // The ORM stays inside feature services and the db layer (STYLE.md rule 2).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/features/**/*.server.ts', 'app/db/**', 'app/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '~/db/schema', '~/db/schema/*'],
              message: 'Only app/features/**/*.server.ts touches the ORM.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code takes Zod from app/lib/zod.ts, which turns off its eval probe (a CSP violation).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.test.ts', 'app/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '~/lib/zod' in code the browser may load.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'app/lib/env.server.ts',
      'tests/**',
      'playwright.config.ts',
      'scripts/**',
      '**/*.test.ts',
      'vitest.config.ts',
    ],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: { 'no-restricted-syntax': 'off' },
  },
)
