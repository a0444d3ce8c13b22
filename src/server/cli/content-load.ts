import { loadConfig } from '../config';
import { loadContent } from '../content';
import { openDatabase } from '../plugins/db';

/** `npm run content:load`: replaces the content of the configured database with content/. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const summary = await loadContent(db, config.contentDir, config.dataDir);
    const where = config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}`;
    console.log(
      `Loaded ${summary.pages} pages (${summary.records} records), ${summary.menus} menu items, ` +
        `${summary.gotras} gotras, ${summary.states} states and ${summary.mediaFiles} media files ` +
        `from ${config.contentDir} into ${where}.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(`Content was not loaded: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
