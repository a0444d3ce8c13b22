/** A version's "What changed" cell where the server counts the changes (menus, pages). */
export const changeCount = (v: { changes: number | null }): string => {
  if (v.changes === null) return 'The first version kept.';
  if (v.changes === 0) return 'Nothing changed.';
  return v.changes === 1 ? '1 change' : `${v.changes} changes`;
};
