import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import ownTables from './scripts/eslint-rules/own-tables.js';
import siteJoins from './scripts/eslint-rules/site-joins.js';

/**
 * One lint setup for the whole repository. Besides the usual rules it enforces the house layers
 * (docs/architecture.md): packages/contracts ← platform ← engines ← modules ← apps, each importing
 * only from the layers below it, by package name (a relative import never leaves its package), with
 * no import circle anywhere; web code never imports server code. An engine's or area's tables are
 * its own: others call its functions (scripts/eslint-rules/own-tables.js). Joins of sites' tables
 * join on site_id too (scripts/eslint-rules/site-joins.js), so the schema can be distributed by site.
 */

/** An engine's public entries: one per side, plus its contract and its zod-free shared rules. */
const ENGINE_ENTRY = '[a-z]+-engine/(server|web|console|contract[\\w-]*|shared/[\\w-]+)$';

/** Tests and their kits may start the whole server (the composition root) and drive it through engines. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*-test-kit.{ts,tsx}', '**/test-files.ts', 'e2e/**'];
const TEST_ROOT = `|server/test/|server/(modules|migrations)$|${ENGINE_ENTRY}`;

/** The house's own rules (scripts/eslint-rules), one plugin object wherever a config names it. */
const quad = { rules: { 'own-tables': ownTables, 'site-joins': siteJoins } };

/** A layer's rule: `allowed` is the @quad/ specifiers it may import (a regex alternation). */
const layer = (files, allowed, message) => [
  {
    files,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: `^@quad/(?!${allowed})`, message }] }] },
  },
  {
    files: files.map((f) => f.replace(/\*\*\/\*\.\{ts,tsx\}$/, '**/*.test.{ts,tsx}')),
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: `^@quad/(?!${allowed}${TEST_ROOT})`, message }] }] },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', '**/*.config.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the files an import leads to with the TypeScript parser, to follow circles through them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  ...layer(['packages/**/*.{ts,tsx}'], 'contracts/', 'Contracts import nothing of the code that uses them.'),
  ...layer(
    ['platform/**/*.{ts,tsx}'],
    'contracts/|platform/',
    'The platform is the bottom layer: it never imports an engine, an area or an app (they register with it).',
  ),
  ...layer(
    ['engines/**/*.{ts,tsx}'],
    `contracts/|platform/|${ENGINE_ENTRY}`,
    'An engine imports the platform and other engines by their public entries, never an area or an app.',
  ),
  ...layer(
    ['modules/**/*.{ts,tsx}'],
    `contracts/|platform/|${ENGINE_ENTRY}`,
    'An area never imports another area or an app: shared code lives in the contracts, the platform or an engine (by its public entry).',
  ),
  {
    files: ['engines/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { quad },
    rules: { 'quad/own-tables': 'error' },
  },
  {
    files: ['platform/server/**/*.ts', 'engines/*/server/**/*.ts', 'modules/*/server/**/*.ts'],
    ignores: TESTS,
    plugins: { quad },
    rules: { 'quad/site-joins': 'error' },
  },
  {
    files: ['modules/*/web/**/*.{ts,tsx}', 'engines/*/web/**/*.{ts,tsx}', 'platform/{shell,ui}/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The typescript-eslint twin of the rule, so the layer rule above still applies to these files.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@quad/(server|platform/server)/', message: 'Web code never imports server code.' },
            { regex: '/server/', message: 'Web code never imports server code.' },
          ],
        },
      ],
    },
  },
);
