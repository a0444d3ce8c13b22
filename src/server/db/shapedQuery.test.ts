import fc from 'fast-check';
import { sql } from 'kysely';
import { compileOnly, sentText } from '../../../test/server/helpers/compileOnly';
import type { Db } from '../plugins/db';
import { ShapedQueries } from './shapedQuery';

interface Toy {
  [name: string]: string | number | null | readonly (string | number)[];
  city: string | null;
  ids: readonly number[];
  height: number | null;
  skip: number;
}

let builds = 0;
const toy = (db: Db, c: { newest: boolean }, b: Toy) => {
  builds += 1;
  let q = db.selectFrom('members as m').select('m.id').where('m.status', '=', 'verified');
  if (b.city !== null) q = q.where(sql<string>`lower(m.city_nm)`, '>=', b.city);
  if (b.ids.length) q = q.where('m.id', 'not in', b.ids);
  if (b.height !== null) q = q.where('m.height', '>=', b.height);
  return q
    .orderBy('m.id', c.newest ? 'desc' : 'asc')
    .limit(20)
    .offset(b.skip);
};

const toyBinds: fc.Arbitrary<Toy> = fc.record({
  city: fc.option(fc.string(), { nil: null }),
  ids: fc.array(fc.integer(), { maxLength: 4 }),
  height: fc.option(fc.integer({ min: 100, max: 250 }), { nil: null }),
  skip: fc.nat(),
});

it.each(['sqlite', 'postgres'] as const)(
  'gives the text and values a fresh compile gives (%s)',
  (dialect) => {
    const db = compileOnly(dialect);
    const shaped = new ShapedQueries(toy);
    fc.assert(
      fc.property(fc.boolean(), toyBinds, (newest, binds) => {
        const c = { newest };
        expect(sentText(shaped.compile(db, c, binds))).toEqual(
          sentText(toy(db, c, binds).compile()),
        );
      }),
      { numRuns: 300 },
    );
  },
);

it('builds once per shape: which values are absent, how long each list is, the choices', () => {
  const db = compileOnly('sqlite');
  const shaped = new ShapedQueries(toy);
  const binds: Toy = { city: 'jai', ids: [4, 5], height: null, skip: 0 };
  builds = 0;
  shaped.compile(db, { newest: true }, binds);
  shaped.compile(db, { newest: true }, { ...binds, city: 'ajm', ids: [7, 9], skip: 40 });
  expect(builds).toBe(1);
  shaped.compile(db, { newest: true }, { ...binds, ids: [4] });
  shaped.compile(db, { newest: true }, { ...binds, height: 150 });
  shaped.compile(db, { newest: false }, binds);
  expect(builds).toBe(4);
  // Each handle keeps its own: the text is its dialect's.
  shaped.compile(compileOnly('postgres'), { newest: true }, binds);
  expect(builds).toBe(5);
});

it('compiles every time a builder that writes a value into the text', () => {
  const db = compileOnly('sqlite');
  const inlined = (d: Db, _c: object, b: { city: string }) =>
    d.selectFrom('members').select('id').where('city_nm', '=', sql.lit(b.city));
  const shaped = new ShapedQueries(inlined);
  for (const city of ['jaipur', 'ajmer']) {
    expect(sentText(shaped.compile(db, {}, { city }))).toEqual(
      sentText(inlined(db, {}, { city }).compile()),
    );
  }
});

it('forgets every shape past its bound', () => {
  const db = compileOnly('sqlite');
  const shaped = new ShapedQueries(toy, 2);
  builds = 0;
  for (const n of [1, 2, 3, 1]) {
    shaped.compile(
      db,
      { newest: true },
      { city: null, ids: Array(n).fill(1), height: null, skip: 0 },
    );
  }
  // The third shape cleared the first two, so the first is built again.
  expect(builds).toBe(4);
});

it('passes a value that looks like a marker as a value', () => {
  const db = compileOnly('sqlite');
  const shaped = new ShapedQueries(toy);
  const c = { newest: true };
  const binds: Toy = { city: 'jai', ids: [1], height: 150, skip: 0 };
  shaped.compile(db, c, binds);
  const odd: Toy = { ...binds, city: '\u0000bind:2' };
  expect(sentText(shaped.compile(db, c, odd))).toEqual(sentText(toy(db, c, odd).compile()));
  // Also when it is the value the template is first made with.
  const fresh = new ShapedQueries(toy);
  expect(sentText(fresh.compile(db, c, odd))).toEqual(sentText(toy(db, c, odd).compile()));
});
