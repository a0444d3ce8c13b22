// Proves each boundary rule fires: lints fixture code as if it sat at a path in the tree.
// Run by `npm run lint` (node --test eslint/).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { assertAcyclic, FEATURE_DEPS } from './boundaries.mjs';

const ROOT = path.dirname(import.meta.dirname);
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

/** The boundary problems ESLint reports for `code` placed at `file`. */
async function boundaryProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], 'the fixture parses');
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

const FACE = /only through its index\.ts/;
const LAYERS = /Layers import only those before them/;

test('a deep import into another feature fails; its index.ts passes', async () => {
  const deep = await boundaryProblems(
    'src/client/features/layout/Fixture.tsx',
    "import { RichText } from '../content/RichText';\nexport const x = RichText;\n",
  );
  assert.equal(deep.length, 1);
  assert.match(deep[0], FACE);

  const face = await boundaryProblems(
    'src/client/features/layout/Fixture.tsx',
    "import { RichText } from '../content';\nexport const x = RichText;\n",
  );
  assert.deepEqual(face, []);
});

test('a deep import into an entity fails, from a feature and from another entity', async () => {
  const fromFeature = await boundaryProblems(
    'src/client/features/profile/Fixture.ts',
    "import { selectToken } from '../../entities/session/sessionSlice';\nexport const x = selectToken;\n",
  );
  assert.match(fromFeature.join('\n'), FACE);
  const fromEntity = await boundaryProblems(
    'src/client/entities/menus/Fixture.ts',
    "import { selectToken } from '../session/sessionSlice';\nexport const x = selectToken;\n",
  );
  assert.match(fromEntity.join('\n'), FACE);
  const viaFace = await boundaryProblems(
    'src/client/entities/menus/Fixture.ts',
    "import { selectToken } from '../session';\nexport const x = selectToken;\n",
  );
  assert.deepEqual(viaFace, []);
});

test('a both-way feature pair fails: the way back is not declared', async () => {
  assert.ok(FEATURE_DEPS.layout.includes('content'), 'layout imports content');
  const back = await boundaryProblems(
    'src/client/features/content/Fixture.tsx',
    "import { AppShell } from '../layout';\nexport const x = AppShell;\n",
  );
  assert.equal(back.length, 1);
  assert.match(back[0], LAYERS);
  // And declaring it would not load: the declared edges must stay acyclic.
  assert.throws(
    () => assertAcyclic({ ...FEATURE_DEPS, content: ['contact', 'layout'] }),
    /cycle: (layout → content → layout|content → layout → content)/,
  );
  assert.doesNotThrow(() => assertAcyclic(FEATURE_DEPS));
});

test('layers point one way: an entity may not import a feature, a feature not the app', async () => {
  const entityToFeature = await boundaryProblems(
    'src/client/entities/session/Fixture.ts',
    "import { flowEvent } from '../../features/auth';\nexport const x = flowEvent;\n",
  );
  assert.match(entityToFeature.join('\n'), LAYERS);
  const featureToApp = await boundaryProblems(
    'src/client/features/dashboard/Fixture.ts',
    "import { makeStore } from '../../app/store';\nexport const x = makeStore;\n",
  );
  assert.match(featureToApp.join('\n'), LAYERS);
  const apiToEntity = await boundaryProblems(
    'src/client/api/Fixture.ts',
    "import { sessionApi } from '../entities/session';\nexport const x = sessionApi;\n",
  );
  assert.match(apiToEntity.join('\n'), LAYERS);
  // Allowed: the typed hooks, and the store's types (erased at build).
  const allowed = await boundaryProblems(
    'src/client/features/dashboard/Fixture.ts',
    "import { useAppSelector } from '../../app/hooks';\nimport type { AppStore } from '../../app/store';\nexport const x = useAppSelector;\nexport type Y = AppStore;\n",
  );
  assert.deepEqual(allowed, []);
});

test('the staff console imports only public faces', async () => {
  const deep = await boundaryProblems(
    'src/client/console/Fixture.tsx',
    "import { RichText } from '../features/content/RichText';\nexport const x = RichText;\n",
  );
  assert.match(deep.join('\n'), FACE);
  const face = await boundaryProblems(
    'src/client/console/Fixture.tsx',
    "import { RichText } from '../features/content';\nimport { selectToken } from '../entities/session';\nexport const x = [RichText, selectToken];\n",
  );
  assert.deepEqual(face, []);
});

test("a server domain reaching into another domain's files fails; its index.ts passes", async () => {
  // cache/ is a domain with a public face (index.ts).
  const deep = await boundaryProblems(
    'src/server/accounts/fixture.ts',
    "import { BoundedLru } from '../cache/lru';\nexport const x = BoundedLru;\n",
  );
  assert.equal(deep.length, 1);
  assert.match(deep[0], /server domain is reached from outside only through its index\.ts/);
  const fromInfra = await boundaryProblems(
    'src/server/plugins/fixture.ts',
    "import { BoundedLru } from '../cache/lru';\nexport const x = BoundedLru;\n",
  );
  assert.equal(fromInfra.length, 1);
  const face = await boundaryProblems(
    'src/server/accounts/fixture.ts',
    "import * as cache from '../cache';\nexport const x = cache;\n",
  );
  assert.deepEqual(face, []);
  // Inside a domain, its own files are free.
  const own = await boundaryProblems(
    'src/server/cache/fixture.ts',
    "import { BoundedLru } from './lru';\nexport const x = BoundedLru;\n",
  );
  assert.deepEqual(own, []);
});
