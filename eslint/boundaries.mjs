// Declared boundaries, checked by eslint-plugin-boundaries (docs/contributing.md tells the why).
//
// Client layers, each importing only from the ones before it:
//   shared → api → entities → features (and the staff console) → app
// components/ (generic UI) may be used by entities, features, the console and the app.
// Entities and features are folders with a public index.ts: from another folder, only that.
// Features may import one another only along the edges declared in FEATURE_DEPS, which must not
// form a cycle (checked here, when the config loads).
//
// Server: a domain folder src/server/<domain>/ is reached from outside only through its index.ts.
// api/, db/, plugins/, cli/, test/ and the files at src/server/ are infrastructure, not domains.
import fs from 'node:fs';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const ROOT = path.dirname(import.meta.dirname);

/** Which feature may import which other feature (its index.ts). One way only. */
export const FEATURE_DEPS = {
  addPhotos: ['profile'],
  biodata: ['profile'],
  content: ['contact'],
  // dashboard shows profile's ChangesNotice (the team's asked changes), kept out of the first load.
  dashboard: ['members', 'profile'],
  layout: ['content', 'search'],
  members: ['filters', 'requests', 'safety'],
  memberArea: ['pause', 'notifications'],
  profile: ['pause'],
  qa: ['auth', 'requests'],
  registration: ['profile'],
  safety: ['cart'],
};

/** Throws at load if the declared feature edges form a cycle (a both-way pair is the shortest). */
export function assertAcyclic(deps) {
  const state = new Map();
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      const loop = [...trail.slice(trail.indexOf(node)), node].join(' → ');
      throw new Error(`Feature dependencies form a cycle: ${loop}`);
    }
    state.set(node, 'open');
    for (const next of deps[node] ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(deps)) visit(node, []);
}
assertAcyclic(FEATURE_DEPS);

/** Server folders that are infrastructure: they may import any domain's index.ts. */
const SERVER_INFRA = ['api', 'db', 'plugins', 'cli'];
/**
 * Domain folders without an index.ts are not yet given a public face and are not held to the
 * entry-point rule; once a folder has an index.ts it is held to it.
 */
const SERVER_DOMAINS_WITHOUT_FACE = ['backup', 'static'].filter(
  (dir) => !fs.existsSync(path.join(ROOT, 'src/server', dir, 'index.ts')),
);
const SERVER_UNCHECKED = SERVER_DOMAINS_WITHOUT_FACE;

const braces = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);

const elements = [
  { type: 'client-test', pattern: 'src/client/test' },
  { type: 'app', pattern: 'src/client/app' },
  { type: 'api', pattern: 'src/client/api' },
  { type: 'components', pattern: 'src/client/components' },
  { type: 'entity', pattern: 'src/client/entities/*', capture: ['name'] },
  { type: 'feature', pattern: 'src/client/features/*', capture: ['name'] },
  { type: 'console', pattern: 'src/client/console' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'server-infra', pattern: `src/server/${braces(SERVER_INFRA)}` },
  { type: 'server-unchecked', pattern: `src/server/${braces(SERVER_UNCHECKED)}` },
  { type: 'server-domain', pattern: 'src/server/*', capture: ['domain'] },
  // What is left: app.ts, main.ts, config.ts and the like at src/server/ (infrastructure too).
  { type: 'server-entry', pattern: 'src/server' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * The app files every layer may use: the typed hooks, the site's defaults and the root reducer that
 * lazily loaded slices inject themselves into (RTK's combineSlices). The rest of app/ composes the
 * layers and is theirs to import only for types.
 */
const files = [{ category: 'app-kit', pattern: 'src/client/app/{hooks,site,rootReducer}.ts' }];

const LAYERS_MESSAGE =
  'Layers import only those before them (shared → api → entities → features → app), and a feature imports another only along FEATURE_DEPS in eslint/boundaries.mjs.';
const FACE_MESSAGE =
  'Import another feature or entity only through its index.ts (its public face), never its files.';

/** A folder's public face: its index.ts. */
const face = (element) => ({ to: { element: { ...element, fileInternalPath: 'index.ts' } } });
const anyFile = (...types) => ({ to: { element: { types } } });

const clientPolicies = [
  { from: { element: { type: 'api' } }, allow: anyFile('shared') },
  { from: { element: { type: 'components' } }, allow: anyFile('shared') },
  {
    from: { element: { types: ['entity', 'feature', 'console'] } },
    allow: [
      anyFile('shared', 'api', 'components'),
      face({ type: 'entity' }),
      { to: { element: { type: 'app' }, file: { categories: 'app-kit' } } },
    ],
  },
  ...Object.entries(FEATURE_DEPS).map(([name, deps]) => ({
    from: { element: { type: 'feature', captured: { name } } },
    allow: face({ type: 'feature', captured: { name: braces(deps) } }),
  })),
  { from: { element: { type: 'console' } }, allow: face({ type: 'feature' }) },
  // Types are erased at build: an entity, feature or the console may name the store's types.
  {
    from: { element: { types: ['entity', 'feature', 'console'] } },
    dependency: { kind: 'type' },
    allow: { to: { element: { type: 'app' } } },
  },
  // The app composes everything: it registers slices and listeners and loads pages lazily.
  {
    from: { element: { types: ['app', 'client-test'] } },
    allow: { to: { element: { types: ['*'] } } },
  },
  // Said last so that it wins: files behind another folder's index.ts, with the message to match.
  {
    from: { element: { types: ['entity', 'feature', 'console'] } },
    disallow: { to: { element: { types: ['entity', 'feature'], fileInternalPath: '!index.ts' } } },
    message: FACE_MESSAGE,
  },
];

const serverPolicies = [
  { allow: { to: { element: { type: '!server-domain' } } } },
  { allow: face({ type: 'server-domain' }) },
];

export const boundariesConfig = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': elements,
      'boundaries/files': files,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
  },
  {
    // Production code of the client's layers. Tests beside the code may reach into their subject.
    files: ['src/client/{api,components,entities,features,console}/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.fixture.ts',
      '**/*TestUtils.{ts,tsx}',
      '**/testUtils.tsx',
    ],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', message: LAYERS_MESSAGE, policies: clientPolicies },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'A server domain is reached from outside only through its index.ts (its public face).',
          policies: serverPolicies,
        },
      ],
    },
  },
];
