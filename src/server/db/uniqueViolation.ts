/**
 * The name of the unique index or constraint a failed insert/update ran into, or null when the
 * error is something else. SQLite names the columns ("UNIQUE constraint failed: members.email_id");
 * PostgreSQL names the index (code 23505, `constraint`).
 */
export function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505' && typeof e.constraint === 'string') return e.constraint;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string') {
    return /UNIQUE constraint failed: (.+)$/.exec(e.message)?.[1] ?? '';
  }
  return null;
}
