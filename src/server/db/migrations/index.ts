import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_accounts';
import * as m003 from './003_matching';
import * as m004 from './004_performance';
import * as m005 from './005_private_photos';
import * as m006 from './006_jobs';
import * as m007 from './007_staff';
import * as m008 from './008_identity';
import * as m009 from './009_recovery';
import * as m010 from './010_block_report_shortlist';
import * as m011 from './011_lifecycle_notifications';
import * as m012 from './012_pause_settings';
import * as m013 from './013_console';
import * as m014 from './014_inbox_replies';
import * as m015 from './015_report_outcomes';
import * as m016 from './016_office_registrations';
import * as m017 from './017_about_preferences';
import * as m018 from './018_request_notes';
import * as m019 from './019_search_indexes';
import * as m020 from './020_photo_tickets';
import * as m021 from './021_settings_versions';
import * as m022 from './022_profile_photo_flag';
import * as m023 from './023_menu_versions';
import * as m024 from './024_member_language';
import * as m025 from './025_page_drafts';
import * as m026 from './026_media_library';
import * as m027 from './027_hindi_content';

/**
 * Listed by hand, not globbed from disk, so the set survives bundling. Names sort in run order;
 * append new migrations here and never edit a shipped one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '002_accounts': m002,
  '003_matching': m003,
  '004_performance': m004,
  '005_private_photos': m005,
  '006_jobs': m006,
  '007_staff': m007,
  '008_identity': m008,
  '009_recovery': m009,
  '010_block_report_shortlist': m010,
  '011_lifecycle_notifications': m011,
  '012_pause_settings': m012,
  '013_console': m013,
  '014_inbox_replies': m014,
  '015_report_outcomes': m015,
  '016_office_registrations': m016,
  '017_about_preferences': m017,
  '018_request_notes': m018,
  '019_search_indexes': m019,
  '020_photo_tickets': m020,
  '021_settings_versions': m021,
  '022_profile_photo_flag': m022,
  '023_menu_versions': m023,
  '024_member_language': m024,
  '025_page_drafts': m025,
  '026_media_library': m026,
  '027_hindi_content': m027,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
