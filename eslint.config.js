import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the whole repository. Besides the usual rules it enforces the house boundaries
 * (DESIGN.md §1): an area never imports another area, and web code never imports server code.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', '**/*.config.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@quad/(?!contracts/|server/platform/|server/test/|web/shell/|web/ui/|forms/engine/|forms/contract-definition$|forms/server/for-areas$|forms/web/for-areas$)',
              message: 'An area never imports another area: shared code lives in packages/contracts, the platform or the shell (the forms engine offers `engine/` and its `for-areas` entries).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['modules/*/web/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@quad/server/', message: 'Web code never imports server code.' },
            { regex: '/server/', message: 'Web code never imports server code.' },
          ],
        },
      ],
    },
  },
);
