import { loadConfig } from '../config';
import { loadContent, type MenusOnLoad } from '../content';
import { openDatabase } from '../plugins/db';

/**
 * `npm run content:load`: replaces the content of the configured database with content/. Menus
 * changed in the team console since the last load are never replaced silently: the load refuses
 * unless given --keep-menus or --replace-menus, nor pages published there unless given --force
 * (content/README.md).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const menuArgs = args.filter((a) => a === '--keep-menus' || a === '--replace-menus');
  const force = args.includes('--force');
  const unknown = args.filter((a) => !(menuArgs as string[]).includes(a) && a !== '--force');
  if (unknown.length > 0 || menuArgs.length > 1 || args.length > menuArgs.length + Number(force))
    throw new Error('Usage: npm run content:load [-- --keep-menus | --replace-menus] [--force]');
  const menus: MenusOnLoad | undefined =
    menuArgs[0] === '--keep-menus'
      ? 'keep'
      : menuArgs[0] === '--replace-menus'
        ? 'replace'
        : undefined;
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const summary = await loadContent(db, config.contentDir, config.dataDir, { menus, force });
    const where = config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}`;
    const menuWords = summary.menusLoaded
      ? `${summary.menus} menu items`
      : 'the menus as the team console left them (content/menus.json not loaded)';
    console.log(
      `Loaded ${summary.pages} pages (${summary.records} records), ${menuWords}, ` +
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
