import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import typeImportCycles from './eslint-rules/type-import-cycles.js';

// `npm run lint`. Besides the usual mistakes it keeps the architecture (README, "How it is built"):
// which folder may import which, no import circles, no test helper in production code.
// Its cache (.eslintcache) keeps each unchanged file's answer: a circle cut by editing one of its
// files is still reported in the others until they change or the cache is removed. CI has no cache.

// The server's generic engine knows no feature: it is what every feature builds on.
//   engine:   db (the database, derived tables, plain-SQL helpers), collections (the generic API
//             and the catalogue's access rules), sessions (who is asking: the viewer, requireViewer,
//             requireStaff), rate-limit, files, jobs, outbox, ops, docs, contracts (serveRoute), and
//             errors.ts, control-characters.ts, edge-errors.ts, escape-html.ts
//   features: auth, booking, payments, search, public, mail, backoffice, seed
//   wiring:   app.ts, main.ts, config.ts, startup.ts put the two together and may import both
const ENGINE = [
  'db', 'collections', 'sessions', 'rate-limit', 'files', 'jobs', 'outbox', 'ops', 'docs', 'contracts',
  'errors.ts', 'control-characters.ts', 'edge-errors.ts', 'escape-html.ts',
];
const FEATURES = ['auth', 'booking', 'payments', 'search', 'public', 'mail', 'backoffice', 'seed'];

// A feature uses another only through these modules (any other feature: not at all). Features
// form no circle: payments settles booking's reservations, and every feature may send mail.
const PUBLIC = {
  booking: [
    // A first payment confirms the stay, and the confirmation mail goes in the same transaction.
    'confirmation.ts',
    'booking-mails.ts',
    // How booking asks for money back: payments implements it, app.ts hands it over.
    'refund-desk.ts',
    // Whether money moved through reservations: the back-office list asks payments, which answers
    // by the rule booking refuses their removal by, so the two never disagree.
    'paid-reservations.ts',
    // Holding a paid-for stay again at checkout writes a live reservation: in turn with the room's
    // other such writes, by booking's one lock.
    'room-turns.ts',
  ],
  mail: [
    // enqueueMail: a mail is written to the outbox in the transaction of the change it tells of.
    'mail-outbox.ts',
    // The Mail union: every mail's kind and fields. The worker renders a mail when it sends it, by
    // its kind, so every feature's wording stays in mail's one registry rather than beside the feature.
    'templates.ts',
  ],
};
const server = (name) => `src/server/${name}`;

// The web is organised by feature (README, "How it is built"; as bulletproof-react is):
//   app/        the shell, the only place that puts features together (routes, screens composed of two)
//   features/*  one folder per feature; none imports another, nor the shell
//   shared:     components, api, i18n, store, testing: import no feature and not the shell
// The features are the folders on disk, so a new one is kept apart without editing this file.
const web = (name) => `src/web/${name}`;
const WEB_FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['components', 'api', 'i18n', 'store', 'testing'];

const webLayers = () => [
  ...WEB_FEATURES.map((name) => ({
    target: web(`features/${name}`),
    from: web('features'),
    except: [`./${name}`],
    message: `Features do not import each other: move what ${name} needs from another feature down to components/ or api/, or let app/ compose the two.`,
  })),
  {
    target: web('features'),
    from: web('app'),
    message: 'app/ composes the features; a feature does not import it: move what it needs down to a shared folder.',
  },
  {
    target: WEB_SHARED.map(web),
    from: [web('features'), web('app')],
    message: 'Shared folders sit beneath the features: they import no feature and not app/.',
  },
];

// Test code: test files, test helper folders, the browser and cluster tests and their configs, and
// start-check and lighthouse, which start the server as a child process and check it as CI does.
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'playwright.config.ts', 'vitest.config.ts', 'scripts/start-check.ts', 'scripts/lighthouse.ts'];

const boundaries = ({ forTests }) => [
  {
    target: 'src/catalog',
    from: ['src/server', 'src/web', 'e2e', 'scripts', 'bench'],
    message: 'src/catalog is shared by the server and the web (no I/O): it imports nothing of ours outside itself.',
  },
  {
    target: 'src/web',
    from: ['src/server', 'e2e', 'scripts', 'bench'],
    // The web's API tests call a real server, started by the server's test harness.
    except: forTests ? ['./testing'] : [],
    message: 'src/web imports src/catalog only: the server stays out of the browser bundle.',
  },
  ...webLayers(),
  {
    target: 'src/server',
    from: ['src/web'],
    message: 'The server never imports the web app.',
  },
  {
    target: server('db'),
    from: 'src/server',
    except: ['./db', ...(forTests ? ['./testing'] : [])],
    message: 'db/ is the generic database layer: it imports nothing of the server outside itself.',
  },
  // Tests of the engine may start the whole app, so the engine rule holds for production code
  // (db has its stricter zone above).
  ...(forTests
    ? []
    : ENGINE.filter((name) => name !== 'db').map((name) => ({
        target: server(name),
        from: FEATURES.map(server),
        message: `${name} belongs to the generic engine, which knows no feature: let the feature pass in what it needs (a registration or a hook).`,
      }))),
  // Tests may reach any feature's internals (to set up a case or read what it wrote). The demo
  // seed writes through the generic store, so it needs no exception.
  ...(forTests
    ? []
    : FEATURES.flatMap((name) =>
        FEATURES.filter((other) => other !== name).map((other) => ({
          target: server(name),
          from: server(other),
          except: (PUBLIC[other] ?? []).map((file) => `./${file}`),
          message: PUBLIC[other]
            ? `${name} may use ${other} only through its public modules (${PUBLIC[other].join(', ')}; PUBLIC in eslint.config.js).`
            : `${name} may not import ${other}: what both need belongs to the engine, or to a public module of ${other}.`,
        })),
      )),
  ...(forTests
    ? []
    : [
        {
          target: '.',
          from: ['**/*.test.ts', '**/*.test.tsx', 'src/**/testing/**', 'e2e/**'],
          message: 'Production code never imports test helpers: move what it needs out of the test folder.',
        },
      ]),
];

const restrictedPaths = (options) => ['error', { basePath: import.meta.dirname, zones: boundaries(options) }];

export default defineConfig(
  {
    ignores: ['dist/', '.e2e-data/', '.e2e-auth/', 'data/', 'test-results/', 'playwright-report/', 'coverage/', '.bench/', '.scratch/'],
  },
  // A disable comment nothing needs any more is an error, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, habita: { rules: { 'type-import-cycles': typeImportCycles } } },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'habita/type-import-cycles': 'error',
      'import-x/no-restricted-paths': restrictedPaths({ forTests: false }),
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The server logs through Fastify's logger (request ids, private fields left out).
      'no-console': 'error',
    },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': restrictedPaths({ forTests: true }) },
  },
  {
    // Tests and command-line tools print to their terminal; the offline notice is the console
    // message that spec §8 asks for.
    files: [...TESTS, 'scripts/**', 'bench/**', 'src/server/seed/cli.ts', 'src/web/app/service-worker.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', performance: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Small pieces (issue 14): a function reads on one screen or two, a module holds one idea.
    // Tests and the demo's content are data, not code to split.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'src/server/seed/content/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
);
