import {
  EMPTY_SITE_SETTINGS,
  isSiteSettingKey,
  SETTINGS_ELEMENT_ID,
  type SiteSettings,
} from '../../../shared/domain/siteSettings';
import type { Language } from '../../../shared/domain/languages';
import type { AppDispatch } from '../../app/store';
import { settingsApi } from './settingsApi';

/** The settings the server wrote into the page (src/server/static/template.ts), if any. */
export function readBootSettings(doc: Document): SiteSettings | null {
  const text = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const out: SiteSettings = { ...EMPTY_SITE_SETTINGS };
    for (const [key, value] of Object.entries(parsed))
      if (isSiteSettingKey(key) && typeof value === 'string') out[key] = value;
    return out;
  } catch {
    return null;
  }
}

/**
 * Puts the page's settings into the getSiteSettings cache before the first render, so the
 * header and footer show the trust's name at first paint without a call. Without them (the
 * development server's page) the first render asks the service.
 */
export function seedSiteSettings(dispatch: AppDispatch, doc: Document): void {
  const settings = readBootSettings(doc);
  // In the language the server wrote them in (Accept-Language): kept as that language's answer.
  const hindi = doc.getElementById(SETTINGS_ELEMENT_ID)?.dataset.lang === 'hi';
  if (settings) putSiteSettings(dispatch, settings, hindi ? 'hi' : 'en');
}

/**
 * Keeps settings as the getSiteSettings answer of a language, before the first render (the
 * browser's from the page, the server's page writer from the database).
 */
export function putSiteSettings(dispatch: AppDispatch, settings: SiteSettings, language: Language) {
  // upsertQueryEntries is synchronous (upsertQueryData is not): the entry is there at first render.
  dispatch(
    settingsApi.util.upsertQueryEntries([
      {
        endpointName: 'getSiteSettings',
        arg: language === 'hi' ? { lang: 'hi' } : undefined,
        value: settings,
      },
    ]),
  );
}
