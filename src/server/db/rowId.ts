/**
 * A row id from the wire: digits only, nine at most, so always within PostgreSQL's integer (a
 * larger "id" is a miss, never a query error); else null.
 */
export const idOf = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
