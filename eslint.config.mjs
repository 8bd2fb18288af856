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
)
