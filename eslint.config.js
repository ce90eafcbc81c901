// @ts-check
/**
 * Lint: the layers of the app are enforced here, not by review. `npm run lint`; `npm test`
 * runs it before the type check. The README's "How a screen is built" says what the rules keep apart.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** The feature folders under `dir`: each is a zone no other feature may import from. */
const featuresIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);
/** The pharmacists' screens, then the console's (its wing, src/ops/). */
const features = [...featuresIn('./src/features'), ...featuresIn('./src/ops/features')];

/**
 * A dependency's private path: a folder of its build (`pg/lib/utils.js`, `x/dist/…`, `x/internal/…`)
 * rather than an entry point it documents, so its next minor release may move or change it. The
 * exceptions are entry points their packages document: Ajv's JSON Schema 2020 build and elkjs'
 * bundled build and its types.
 */
const PRIVATE_PATH =
  '^(?![./])(?!(ajv/dist/2020|elkjs/lib/elk\\.bundled|elkjs/lib/elk-api)(\\.js)?$)(@[\\w.-]+/)?[\\w.-]+/(lib|dist|src|internal|build|cjs|esm)(/|$)';
const privatePathMessage = "A dependency's private path can change in any release: use what the package documents.";
/** `import … from 'pg/lib/…'` and the like. */
const privatePathImports = { regex: PRIVATE_PATH, message: privatePathMessage };
/** The same path loaded at run time: `require(…)`, `createRequire(…)(…)`, `import(…)` (esquery: no `/` inside its regex). */
const privatePath = `/${PRIVATE_PATH.replaceAll('/', '\\x2F')}/`;
const privatePathCalls = [
  `CallExpression[callee.name='require'][arguments.0.value=${privatePath}]`,
  `CallExpression[callee.type='MemberExpression'][callee.object.name='require'][arguments.0.value=${privatePath}]`,
  `CallExpression[callee.type='CallExpression'][callee.callee.name='createRequire'][arguments.0.value=${privatePath}]`,
  `ImportExpression[source.value=${privatePath}]`,
].map((selector) => ({ selector, message: privatePathMessage }));

/** The API contract the server may share with the SPA: types and generated wire code from openapi.yaml. */
const contract = ['./api/schema.d.ts', './api/wire.gen.ts', './ops/api/wire.gen.ts', './api/rules.gen.ts', './api/decode.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'storybook-static/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'data/',
      '.tmp/',
      'src/api/schema.d.ts',
      'src/api/wire.gen.ts',
      'src/ops/api/wire.gen.ts',
      'src/api/rules.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: { project: ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      // Import cycles: `scripts/no-cycle.ts`, run by `npm run lint` after ESLint (import/no-cycle took 95 % of the lint).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: './',
              except: ['./src/lib', './node_modules'],
              message: 'src/lib holds pure helpers: it imports nothing of the app (pass what it needs as arguments).',
            },
            {
              target: './machines',
              from: ['./src/features', './src/app', './src/components'],
              message: 'Machines know no screen: views provide effects as actions (machines/provided.ts).',
            },
            {
              target: './machines',
              from: './src/offline',
              message:
                'Machines reach the device copy only through the client layer (src/api/device.ts), which the app provides: never src/offline/.',
            },
            ...features.map((feature) => ({
              target: feature,
              from: feature.slice(0, feature.lastIndexOf('/')),
              except: [`./${feature.slice(feature.lastIndexOf('/') + 1)}`],
              message: 'Features never import each other: share through src/components, src/lib or a machine.',
            })),
            {
              // The console is a wing: the pharmacists' side never loads a byte of it (behaviour §10.10).
              target: ['./src/features', './src/components', './src/routes', './src/api', './src/lib', './src/i18n', './src/offline'],
              from: ['./src/ops', './machines/ops'],
              message: "The operators' console (src/ops/, machines/ops/) is a wing: nothing of the pharmacists' side imports it.",
            },
            {
              target: './machines/*.ts',
              from: './machines/ops',
              message: "The pharmacists' machines know nothing of the console's (machines/ops/).",
            },
            {
              target: [
                './src/features',
                './src/ops/features',
                './src/components',
                './src/routes',
                './src/api',
                './src/lib',
                './src/i18n',
                './src/config',
              ],
              from: './src/app',
              message:
                'Imports run downwards (lib → api → machines → components → features → app): share through src/routes, src/components or src/lib.',
            },
            {
              target: ['./src/components', './src/routes'],
              from: './src/features',
              message: 'Shared pieces know no feature: move what they need down to src/components, src/routes or src/lib.',
            },
            {
              target: './src/routes',
              from: './src/components',
              message: 'The route table and addresses sit below the components: they import no view.',
            },
            {
              // The shell draws every screen through the route table's lazy modules (router.tsx's `import()`,
              // and for the console's screens its frame's, src/ops/OpsLayout.tsx), never by a static import of a feature.
              target: './src/app/!(router).{ts,tsx}',
              from: ['./src/features', './src/ops'],
              message: 'The shell imports a feature only as a lazy route module (src/routes/table.ts, src/app/router.tsx).',
            },
            {
              target: ['./scripts', './stories', './machines'],
              from: './tests',
              message:
                'Scripts, stories and the machines never import tests: the model harness, walks and statechart layout live in machines/model/.',
            },
            {
              target: './server',
              from: './src',
              // fa.ts: the export's sheet and column names are the screen's words (the file imports nothing).
              except: ['./lib', './i18n/fa.ts', ...contract],
              message:
                'The server shares only src/lib, the Persian catalogue and the API contract (src/api/schema.d.ts and the wire code generated from openapi.yaml).',
            },
            {
              target: ['./src', './machines'],
              from: './server',
              message: 'The SPA never imports the server: it talks to it over the API.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [privatePathImports] }],
      'no-restricted-syntax': ['error', ...privatePathCalls],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Machines are plain logic: no React, no Fluent, no toasts, no client singleton (actors get the client).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-*', '@xstate/react', '@fluentui/*'], message: 'Machines know no view library.' },
            { group: ['**/src/api/notifier'], message: 'Toasts are effects the view provides: declare an action.' },
            { group: ['**/src/api/client'], importNames: ['api'], message: 'Actors get the client: export `<name>Actors(client)`.' },
            privatePathImports,
          ],
        },
      ],
    },
  },
  {
    // React code only (the server's Fastify plugins and Playwright's fixtures have their own `use`).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Hooks are called in the same order on every render, and effects list what they read.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
