// The linter: TypeScript, React hooks, accessibility, and the boundaries between the layers
// (domain <- server/db <- server/services <- server/api, app/**/*.server.ts). `npm run lint`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';

/** Who may import whom. Each zone: files in `target` may not import from `from`. */
const boundaries = [
  {
    target: './domain/**',
    from: ['./server/**', './app/**'],
    message: 'domain/ is pure: it imports nothing from server/ or app/.',
  },
  {
    target: './server/**',
    from: ['./app/**'],
    message: 'server/ never imports app/.',
  },
  {
    target: './server/db/**',
    from: ['./server/services/**', './server/api/**'],
    message: 'server/db is below the services and the API.',
  },
  {
    target: './server/services/**',
    from: ['./server/api/**'],
    message: 'Services do not import the API; the API calls services.',
  },
  {
    target: './server/api/**',
    from: ['./server/db/**'],
    // The handlers carry the connection (its type) to the services they call.
    except: [path.resolve(import.meta.dirname, 'server/db/client.{ts,js}')],
    message: 'The API calls services, and describes its shapes in domain/contract: it never reads tables or their enums.',
  },
  {
    target: './app/components/**',
    from: ['./app/features/**'],
    message:
      'app/components/ holds the pieces every feature may use: it imports no feature (move the piece into its feature, or what both need into components/).',
  },
  {
    // Browser code: every module in app/ that is not a *.server.ts(x) module.
    target: ['./app/**/!(*.server).ts', './app/**/!(*.server).tsx'],
    from: ['./server/**'],
    message: 'Browser code never imports server/: call the API (app/lib/api.ts) or move the call into a *.server.ts module.',
  },
  {
    target: ['./app/**/*.server.ts', './app/**/*.server.tsx'],
    from: ['./server/**'],
    // Exceptions are matched against absolute paths. entry.server.tsx logs a page's failures as the
    // HTTP layer does (server/request-log.ts).
    except: [path.resolve(import.meta.dirname, 'server/services/**'), path.resolve(import.meta.dirname, 'server/request-log.{ts,js}')],
    message: 'A *.server.ts module calls services (server/services), never the database or the API.',
  },
];

/**
 * Each folder of server/services/ is an entity module whose index.ts is its only public surface:
 * code outside the folder (another module, the API, the pages, the tests, the scripts) imports
 * the index, never a file behind it. Files inside a module import each other freely.
 */
const servicesDir = path.resolve(import.meta.dirname, 'server/services');
const serviceModules = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleSurfaces = serviceModules.map((name) => ({
  target: ['./app/**', './domain/**', './server/!(services)/**', './server/*.ts', `./server/services/!(${name})/**`, './tests/**', './scripts/**'],
  from: `./server/services/${name}`,
  except: ['./index.ts'],
  message: `server/services/${name}/ is a module: import its public surface, server/services/${name}/index.ts, not the files behind it.`,
}));

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.react-router/**',
      '.data/**',
      'node_modules/**',
      'test-results*/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Module augmentation (server/load-context.ts) extends an interface by merging into it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Tests read JSON answers of any shape, and check them by value.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A carousel's slide track is a scrollable group that takes the focus, so the arrow keys
      // scroll it (WCAG 2.1.1: a scrollable region must be reachable by keyboard).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'group'], allowExpressionValues: true }],
      // The toast container mounts with the first toast, through app/lib/toast.ts: a toast sent
      // straight through react-toastify would never show.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-toastify', allowTypeImports: true, message: 'Send toasts through app/lib/toast.ts (the container mounts with the first one).' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/lib/toast-host.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['domain/**/*.ts', 'server/**/*.ts', 'app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX, local: { rules: { 'no-feature-cycles': noFeatureCycles } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...moduleSurfaces] }],
      'import-x/no-unresolved': 'error',
      'local/no-feature-cycles': 'error',
    },
  },
  {
    // sharp (libvips) is loaded when an image is first processed, through imageLibrary() in
    // server/services/content/uploads.ts: imported at the top of a module, it is loaded at the
    // start and held all along (8 MB of an idle shop's memory, issue 38).
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/services/content/uploads.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sharp', allowTypeImports: true, message: 'Load sharp when an image is processed: imageLibrary() (content/uploads.ts).' }] },
      ],
    },
  },
  {
    // Money moves in one module (decision record 034): the orders module decides when a move
    // happens, and never asks a provider, writes the ledger, builds an idempotency key or names a
    // method (server/services/payments/ does each, once).
    files: ['server/services/orders/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../payments/index.ts',
              importNames: ['appendEntry', 'moveKey', 'stripeProvider'],
              message: 'Only the payments module writes the ledger, derives a key or knows a provider: call one of its moves.',
            },
          ],
          patterns: [{ group: ['stripe', 'stripe/*'], message: 'Only the payments module knows a provider.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name="paymentProviders"]',
          message: 'Only the payments module asks a provider: pass the config to one of its moves.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(createHostedPayment|retrieve|capture|void|refund|expire|parseWebhook)$/]',
          message: 'Only the payments module asks a provider: call one of its moves.',
        },
        {
          selector: ':not(ImportDeclaration) > Literal[value=/^(bank_transfer|stripe)$/]',
          message: 'A method is named by the payments module: use isManualMethod().',
        },
        {
          selector: 'TemplateElement[value.raw=/^order-$/]',
          message: 'Idempotency keys come from one function, in the payments module (keys.ts moveKey).',
        },
        { selector: 'Literal[value=/payment_(events|moves)/i]', message: 'Only the payments module writes the ledger and its moves.' },
      ],
    },
  },
  {
    // A file a reader can hold in their head: under 400 lines, each function under 80 (blank lines
    // and comments not counted in a function). Seed data and the drawn catalogue art are data, not
    // logic, and are left out.
    files: ['domain/**/*.ts', 'server/**/*.ts', 'app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/db/seed/**', 'server/catalog-art/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests and scripts reach a service module through its index too (tests beside a module's
    // files are inside it).
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleSurfaces }] },
  },
  {
    // The API suite's files share a worker's modules (isolate: false, decision record 051): a
    // module mock reaches only the modules no earlier file loaded, and stays for the files after.
    // Watch a function through the object the code calls it on (vi.spyOn), as staff-invitations
    // watches the password hasher.
    files: ['tests/api/**/*.ts', 'tests/support/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]',
          message: 'API test files share a worker’s modules: spy on the object the code calls (vi.spyOn), not on a module.',
        },
      ],
    },
  },
);
