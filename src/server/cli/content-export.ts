import path from 'node:path';
import { loadConfig } from '../config';
import { exportContent } from '../content';
import { openDatabase } from '../plugins/db';

/**
 * `npm run content:export [-- <folder>]`: writes the live pages, menus and settings (and the
 * redirects, gotras and states) to the content folder (CONTENT_DIR, or the folder given) in the
 * format content:load reads, so pages published in the team console can be committed.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith('-')))
    throw new Error('Usage: npm run content:export [-- <folder>]');
  const config = loadConfig();
  const target = args[0] ? path.resolve(args[0]) : config.contentDir;
  const db = await openDatabase(config);
  try {
    const summary = await exportContent(db, target);
    console.log(`Wrote ${summary.pages} pages and ${summary.menus} menu items to ${target}.`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(`Content was not exported: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
