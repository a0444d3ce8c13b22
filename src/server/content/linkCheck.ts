import type { Db } from '../plugins/db';
import { checkLinks } from './links/check';
import type { CheckedLink } from './links/types';
import { readPublishedSite } from './repositories/published';

/** The link check over what the database publishes (the console's Link check screen). */
export async function checkPublishedLinks(
  db: Db,
  origins: readonly string[],
): Promise<CheckedLink[]> {
  return checkLinks(await readPublishedSite(db), { origins });
}
