// The search's own SQL, timed through better-sqlite3 with nothing around it: the repository's
// query builders (src/server/matching/repositories/search.ts) compile the page and count queries for the
// same member, filters and day as getMembers, and the driver runs exactly that SQL.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { require as tsRequire } from 'tsx/cjs/api';
import { ROOT } from './util.mjs';

const ts = (path) => tsRequire(join(ROOT, path), import.meta.url);

/** Opens the data dir's database; resolves to { searcherByEmail, compile, time, close }. */
export function openRawSearch(dataDir) {
  // Loaded through tsx's require, so Kysely's classes are the ones the repository checks against.
  const { Kysely, SqliteDialect } = tsRequire('kysely', import.meta.url);
  const { searchPageQuery, searchCountQuery, searchExclusions } = ts(
    'src/server/matching/repositories/search.ts',
  );
  const { parseSerParams } = ts('src/shared/domain/schemas/search.ts');
  const sqlite = new Database(join(dataDir, 'site.db'), { fileMustExist: true });
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    /** The Searcher fields of a member (what the search reads of the caller). */
    searcherByEmail: (email) =>
      sqlite
        .prepare('select id, gender, self_goutra, mama_goutra from members where email_id = ?')
        .get(email),
    /**
     * Resolves to the page and count SQL of one search, as the repository builds them now: with
     * the searcher's blocks and the pauses in force read first and listed, as searchMembers does
     * (those two small reads are not timed; the server pays them).
     */
    async compile(member, filters, today = new Date()) {
      const parsed = parseSerParams(JSON.stringify(filters));
      if (!parsed.ok) throw new Error(`filters ${JSON.stringify(filters)}: ${parsed.message}`);
      const searcher = { ...member, excluded: await searchExclusions(db, member.id, today) };
      return [searchPageQuery, searchCountQuery].map((q) =>
        q(db, searcher, parsed.value, today).compile(),
      );
    },
    /** Milliseconds to prepare and run both statements (Kysely's SQLite driver prepares each). */
    time(compiled) {
      const t0 = performance.now();
      const [page, count] = compiled;
      sqlite.prepare(page.sql).all(...page.parameters);
      sqlite.prepare(count.sql).get(...count.parameters);
      return performance.now() - t0;
    },
    close: () => sqlite.close(),
  };
}
