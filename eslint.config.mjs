// One lint config for the whole workspace.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      'web/.server/**',
      '**/dist/**',
      'studio/.sanity/**',
      'web/sanity/types.ts',
      'web/next-env.d.ts',
      'web/content/**',
      'web/public/**',
      '**/test-results/**',
      'scripts/bench/.tools/**',
      'scripts/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Routes import features, never the other way round: app/ holds only routes.
    files: ['web/**/*.{ts,tsx,mjs}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['web/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@/app/|(\\.\\./)+app/|.*/web/app/)', message: 'Import the feature, not a route in app/.' },
          ],
        },
      ],
    },
  },
)
