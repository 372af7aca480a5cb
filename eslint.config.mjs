// ESLint flat config: TypeScript, React hooks, accessibility, one-way imports, no literal UI strings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { existsSync } from 'node:fs';

/** The layers of src/, top down: app, page features, domain features, foundation features, state, base. */
function layerZones() {
  const features = (names) => names.map((name) => `./src/features/${name}`);
  const PAGES = features(['catalog', 'seating', 'checkout', 'presale', 'legal', 'chat']);
  const DOMAIN = features(['order', 'customisation', 'personalisation', 'tracking']);
  // the order model (its id, address, events and step rules) is foundation: every feature that
  // speaks of the order builds on it, the error alert too (which call failed, on which order item)
  const FOUNDATION = features([
    'orderModel',
    'shop',
    'locale',
    'session',
    'consent',
    'errors',
    'freshness',
    'navigation',
    'seo',
  ]);
  const BASE = ['./src/api', './src/lib', './src/components', './src/forms', './config'];
  return [
    {
      target: BASE,
      from: ['./src/state', './src/features', './src/app', './src/tools'],
      message: 'api/, lib/, components/, forms/ and config/ import no store, feature or app code.',
    },
    {
      target: './src/state',
      from: ['./src/features', './src/app', './src/tools'],
      message: 'state/ sits below every feature.',
    },
    {
      target: './src/features',
      from: './src/app',
      message: 'A feature never imports app/: it emits an action app/ listens to.',
    },
    {
      target: './src/features',
      from: './src/tools',
      message: 'The shop imports no debug tools: app/ plugs them in (tools/debug/debugSeam.ts).',
    },
    {
      target: './src/tools',
      from: './src/app',
      message: 'The debug tools import the shop only downward (state, features), never app/.',
    },
    {
      target: './src/app',
      from: './src/tools',
      except: ['./debug/debugSeam.ts'],
      message: 'app/ reaches the debug tools through their one seam, tools/debug/debugSeam.ts.',
    },
    {
      target: FOUNDATION,
      from: [...DOMAIN, ...PAGES],
      message: 'A foundation feature imports no domain or page feature.',
    },
    {
      target: DOMAIN,
      from: PAGES,
      message: 'A domain feature imports no page feature: it emits an event the page listens to.',
    },
    {
      // within the domain: personalisation (the ticket holders' forms) is the floor, the order
      // (its basket shows personalisation) stands on it, customisation and tracking on the order,
      // which hands them work by events (orderModel/customisationRequest.ts)
      target: './src/features/personalisation',
      from: features(['order', 'customisation', 'tracking']),
      message: 'Personalisation imports no other domain feature.',
    },
    {
      target: './src/features/order',
      from: features(['customisation', 'tracking']),
      message: 'The order imports no customisation or tracking code: it emits events they take.',
    },
  ];
}

/**
 * The folders of server/, top down: each imports only those below it (README, "Layout"). main.ts and
 * listen.ts stand above them all; the test helpers (testing/) are for tests only.
 */
function serverZones() {
  const LAYERS = [
    ['demoApi'],
    ['site'],
    ['standIns', 'sitemap', 'demoMedia'],
    ['shopState'],
    ['demoFixture', 'http'],
    ['messages'],
  ].map((layer) => layer.map((name) => `./server/${name}`));
  const TOP = ['./server/main.ts', './server/listen.ts'];
  const TESTING = ['./server/testing', './server/sitemap/testing'];
  const folders = LAYERS.map((layer, index) => ({
    target: layer,
    from: [...TOP, ...TESTING, ...LAYERS.slice(0, index).flat()],
    message: 'A server/ folder imports only the folders below it, and no test helper.',
  }));
  // what the demo server shares with the browser code, named one by one with its reason: the
  // contract types, and the rules that must be the same on both sides. A new one is a decision,
  // not an accident (DESIGN.md, "Which way imports run").
  const shared = {
    target: './server',
    from: './src',
    except: [
      // the server render's contract with the render bundle (types only)
      './app/render/renderContract.ts',
      // the shop API's contract types (generated from openapi.yaml), which the demo API answers
      './api/types.ts',
      // the contract's header names and paths: the demo API reads what the base query sends
      './api/headers.ts',
      // the languages and their rules: the language of a path (the render, the first-page hints
      // and the 404 status read it as the browser does), and of a visitor who names none (the
      // language cookie, the browser's languages: the root's redirect chooses as LanguageRedirect)
      './lib/languages.ts',
      // the personalisation form rules: the demo API refuses what the form refuses, same words
      './forms/schemaFromFields.ts',
      './forms/fieldOutcome.ts',
      // the address repair: the server redirects to the path the browser would repair it to
      './app/addressRepair.ts',
      // the access-token cookie and the address's token parameters: the server moves the token
      // into the cookie and renders what it opens, as the browser does
      './features/session/accessToken.ts',
      // the consent cookie the server writes for the banner's form without JavaScript
      './features/consent/consentCookie.ts',
      // which placement and which chart an address names: the 404 status finds them as the pages do
      './features/catalog/placementPath.ts',
    ],
    message:
      'server/ shares with the browser code only the contract types and the rule modules named in serverZones() (eslint.config.mjs).',
  };
  return [...folders, shared];
}

/**
 * Every path a zone names (targets, sources, exceptions) must exist: a folder that moved would
 * otherwise leave a zone that guards nothing, silently (as `features/debug` did after the debug
 * tools moved to src/tools).
 */
function existingZones(zones) {
  const paths = zones.flatMap((zone) => [
    ...[zone.target, zone.from].flat(),
    // an exception is a path inside the zone's one `from`
    ...(zone.except ?? []).map((path) => `${zone.from}/${path}`),
  ]);
  const missing = paths.filter((path) => !existsSync(new URL(path, import.meta.url)));
  if (missing.length > 0)
    throw new Error(
      `eslint.config.mjs: the import zones name paths that do not exist: ${[...new Set(missing)].join(', ')}`,
    );
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'stryker-tmp*/**',
      'reports/**',
      'server/standIns/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, react },
    settings: { react: { version: '18' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the layout effect that does nothing on the server (components/useLayoutEffectInBrowser.ts)
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLayoutEffectInBrowser$' }],
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every visible string comes from the locale files.
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ['·', '×', '–', '—', '/', ':', '(', ')', '+', '-', '…', '%'],
        },
      ],
    },
  },
  {
    // Imports run one way, down the layers of ../shared/DESIGN.md (type-only imports too). Test
    // files and test kits may reach up (they build a whole store); the code they test may not.
    files: ['src/**/*.{ts,tsx}', 'config/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/test/**',
      '**/testing/**',
      '**/*TestKit.{ts,tsx}',
      '**/*StoreKit.ts',
      '**/*TestRoutes.tsx',
      '**/*testSetup.tsx',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: existingZones(layerZones()) }] },
  },
  {
    // server/'s folders, one way down (type-only imports too), and the browser code it may share;
    // tests and test helpers may reach up.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: existingZones(serverZones()) }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'e2e/**', 'bench/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    files: ['**/*.cjs', 'babel.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
