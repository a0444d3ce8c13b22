import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** A value a query is given: a scalar, absent (null: the builder leaves its condition out), or a list. */
export type Bind = string | number | null | readonly (string | number)[];
export type Binds = Record<string, Bind>;

/** The choices that change a query's text but are not values in it (a sort, a flag). */
export type Choices = Record<string, string | boolean>;
/** The choices of a query whose text depends on its binds alone. */
export type NoChoices = Record<string, never>;

export type ShapedBuilder<DB, C extends Choices, B extends Binds, R> = (
  db: Kysely<DB>,
  choices: C,
  binds: B,
) => Compilable<R>;

// Markers exist only while a template is made, when every value is one: the other parameters then
// are the builder's own constants. A caller's value that looks like a marker is only ever put into
// a kept text as a value, so it cannot be taken for one.
const MARK = '\u0000bind:';

/** Where a template's parameter comes from: the nth bind value, or a constant of the builder. */
type Slot = { bind: number } | { fixed: unknown };

interface Template {
  sql: string;
  slots: Slot[];
}

/**
 * The shape of the binds (which are absent, how long each list is: with the choices, all the text
 * depends on) and their values in one row, in the order the markers number them. One pass: it
 * runs on every query.
 */
function read(binds: Binds): { shape: string; values: unknown[] } {
  let shape = '';
  const values: unknown[] = [];
  for (const name in binds) {
    const v = binds[name];
    if (v === null) shape += `${name}-,`;
    else if (Array.isArray(v)) {
      shape += `${name}${v.length},`;
      for (const item of v) values.push(item);
    } else {
      shape += `${name}=,`;
      values.push(v);
    }
  }
  return { shape, values };
}

/** The binds with each value replaced by its numbered marker (nulls stay: they shape the query). */
function markersOf<B extends Binds>(binds: B): B {
  let n = 0;
  const mark = () => `${MARK}${n++}`;
  const entries = Object.entries(binds).map(([k, v]) => [
    k,
    v === null ? null : Array.isArray(v) ? v.map(mark) : mark(),
  ]);
  return Object.fromEntries(entries) as B;
}

const slotOf = (parameter: unknown): Slot =>
  typeof parameter === 'string' && parameter.startsWith(MARK)
    ? { bind: Number(parameter.slice(MARK.length)) }
    : { fixed: parameter };

/**
 * Compiles a query once per shape (issue #19 item 4): building a search with Kysely and
 * compiling it cost about as much as running it on a page of the search. The builder is run once
 * with numbered markers in place of the values; the SQL text and where each parameter comes from
 * are kept, and every later query of the same shape is that text with its own values in place.
 * A builder must use the binds only as values (never in the text, never to decide what to add:
 * that is what choices and nulls are for); one that put a marker in the text is not kept.
 */
export class ShapedQueries<DB, C extends Choices, B extends Binds, R> {
  // Per database handle: the text is its dialect's.
  private readonly templates = new WeakMap<Kysely<DB>, Map<string, Template>>();

  constructor(
    private readonly build: ShapedBuilder<DB, C, B, R>,
    private readonly maxShapes = 256,
  ) {}

  compile(db: Kysely<DB>, choices: C, binds: B): CompiledQuery<R> {
    let kept = this.templates.get(db);
    if (!kept) this.templates.set(db, (kept = new Map()));
    const { shape, values } = read(binds);
    const key = `${JSON.stringify(choices)}|${shape}`;
    let template = kept.get(key);
    if (!template) {
      const marked = this.build(db, choices, markersOf(binds)).compile();
      // A marker in the text means a value was written into it: compile such a query each time.
      if (marked.sql.includes(MARK)) return this.build(db, choices, binds).compile();
      template = { sql: marked.sql, slots: marked.parameters.map(slotOf) };
      if (kept.size >= this.maxShapes) kept.clear();
      kept.set(key, template);
    }
    const parameters = template.slots.map((s) => ('bind' in s ? values[s.bind] : s.fixed));
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
  }
}
