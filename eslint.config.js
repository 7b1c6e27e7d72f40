import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders under `dir` (relative to this file): areas are found on disk, never listed by hand. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** kebab-case words, then the suffixes a file may carry (docs/CONTRIBUTING.md#names). */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const named = (...suffixes) => `${KEBAB}?(.@(${suffixes.join('|')}))?(.@(test|spec))`;

const DOMAIN_DEEP = "The domain package exports its index and its areas' index files, nothing deeper.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // A cycle makes the load order decide what is undefined at import time, and hides which file owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
    },
  },
  // File names say what a file is: kebab-case, and in an API module either the area's routes, presenter or shared
  // queries, or one operation named by its verb (`create-booking.ts`): no `.service.ts` that gathers them all.
  ...[
    { files: ['apps/api/src/modules/**/*.ts'], suffixes: ['routes', 'presenter', 'queries'] },
    { files: ['packages/domain/src/**/*.ts'], suffixes: ['schemas', 'constants', 'rules', 'address', 'types'] },
    { files: ['**/*.{ts,tsx}'], suffixes: ['presenter', 'queries', 'types'], others: true },
  ].map(({ files, suffixes, others }) => ({
    files,
    ignores: ['**/*.config.ts', '**/*.d.ts', ...(others ? ['apps/api/src/modules/**', 'packages/domain/src/**'] : [])],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': named(...suffixes) }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  })),
  {
    // Config files are read by tools that expect a default export.
    files: ['**/*.config.{ts,js}', 'eslint.config.js', '**/drizzle.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Without a resolver that knows .ts/.tsx, an extensionless import is not resolved and the zones below never fire.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow components/lib -> api -> features -> app; features never import each other (STYLE.md). The areas
      // are read from the folder, so a new feature is fenced in without touching this file.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/api', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...foldersOf('./apps/web/src/features').map((area) => ({
              target: `./apps/web/src/features/${area}`,
              from: './apps/web/src/features',
              except: [`./${area}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // API modules never import each other: what two need goes to lib/ (DESIGN.md §2). lib/ and access/ import no module.
    // .tsx: the guest mail templates (common/guest-mail) are React Email components.
    files: ['apps/api/src/**/*.{ts,tsx}'],
    // lib/'s tests may drive a module's job to check what lib/ records.
    ignores: ['apps/api/src/lib/**/*.test.ts'],
    // Resolves extensionless `.ts` imports, without which the rule cannot tell where an import points.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...foldersOf('./apps/api/src/modules').map((area) => ({
              target: `./apps/api/src/modules/${area}`,
              from: './apps/api/src/modules',
              except: [`./${area}`],
              message: 'API modules never import each other: move what both need to lib/.',
            })),
            { target: './apps/api/src/lib', from: './apps/api/src/modules', message: 'lib/ imports no module.' },
            {
              target: './apps/api/src/lib',
              from: './apps/api/src/common',
              message: 'lib/ is infrastructure: it imports no area code (common/).',
            },
            {
              target: './apps/api/src/common',
              from: './apps/api/src/modules',
              message: 'common/ imports no module: modules import it.',
            },
            {
              target: './apps/api/src/access',
              from: ['./apps/api/src/modules', './apps/api/src/common'],
              message: 'access/ imports no module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package exports its index and one entry per area (`@hearth/domain/auth`); nothing deeper.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/domain/**', 'apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@hearth/domain/*/*'], message: DOMAIN_DEEP }] }],
    },
  },
  {
    // The web imports the domain by area, so that a screen's chunks carry only the areas it uses (issue 12).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hearth/domain', message: "Import the area: '@hearth/domain/auth', not the whole domain." }],
          patterns: [{ group: ['@hearth/domain/*/*'], message: DOMAIN_DEEP }],
        },
      ],
    },
  },
  {
    // The domain package is shared by API and web: it may import neither.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'fastify*', 'react*', 'drizzle-orm*'] }],
    },
  },
  prettier,
);
