/**
 * The ids of a tree's saved nodes (null: not saved yet), read from a value of any shape. yup runs
 * an object's own tests beside its fields' checks, so a test that counts ids sees the document
 * before any check has passed it: a list that is not a list must count as no ids, not throw (a
 * thrown TypeError was an HTTP 500 for the console's page and menu saves).
 */
export function savedIds(nodes: unknown, childKeys: readonly string[]): unknown[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((n: unknown) => {
    if (typeof n !== 'object' || n === null) return [];
    const node = n as Record<string, unknown>;
    const own = node.id === null || node.id === undefined ? [] : [node.id];
    return [...own, ...childKeys.flatMap((k) => savedIds(node[k], childKeys))];
  });
}

/** No saved id twice in the tree. */
export const idsOnce = (ids: readonly unknown[]) => new Set(ids).size === ids.length;
