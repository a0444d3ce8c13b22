import { setupI18n, type Messages } from '@lingui/core';
import { compileCatalogue } from './compileCatalogue';
import { splitCatalogue } from './catalogueParts';
import { messages as compiledEn } from './compiled/en';
import { messages as compiledHi } from './compiled/hi';
import { languageOfBrowser } from './languages';
import { loadLanguage } from './languageStorage';
import { languageTools } from './useT';
import { en } from './messages/en';
import { hi } from './messages/hi';
import { memoryStorage } from '../../app/memoryStorage';
import { ENGLISH_SCREENS as compiledEnScreens } from '../screenText';

/** Every ICU argument of a compiled message, as `name:kind` (plural, select, number or plain). */
function placeholders(message: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, kind, choices] = token as [string, string?, unknown?];
    found.add(`${name}:${kind ?? 'plain'}`);
    if (choices && typeof choices === 'object') {
      for (const choice of Object.values(choices)) placeholders(choice, found);
    }
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();

describe('the catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    const onlyEn = Object.keys(en).filter((k) => !(k in hi));
    const onlyHi = Object.keys(hi).filter((k) => !(k in en));
    expect({ onlyEn, onlyHi }).toEqual({ onlyEn: [], onlyHi: [] });
  });

  it('use the same ICU placeholders in both languages', () => {
    const english: Messages = compileCatalogue(en);
    const hindi: Messages = compileCatalogue(hi);
    const differing = Object.keys(en).filter(
      (k) =>
        JSON.stringify(sorted(placeholders(english[k]))) !==
        JSON.stringify(sorted(placeholders(hindi[k]))),
    );
    expect(differing).toEqual([]);
  });

  it('the parity check itself sees a placeholder that differs', () => {
    const [a, b] = [compileCatalogue({ k: 'Hi {name}' }), compileCatalogue({ k: 'नमस्ते {nam}' })];
    expect(sorted(placeholders(a.k))).not.toEqual(sorted(placeholders(b.k)));
  });

  it('are compiled: the files in compiled/ match the sources (else run `npm run i18n:compile`)', () => {
    const english = splitCatalogue<string>(en);
    expect(compiledEn).toEqual(compileCatalogue(english.firstLoad));
    expect(compiledEnScreens).toEqual(compileCatalogue(english.screens));
    expect(compiledHi).toEqual(compileCatalogue(hi));
  });

  it('keep the screens’ English out of the first load, and lose no key in the split', () => {
    expect(Object.keys(compiledEn)).toContain('header.menu');
    expect(Object.keys(compiledEn)).not.toContain('reg.title');
    expect(Object.keys(compiledEnScreens)).toContain('reg.title');
    expect([...Object.keys(compiledEn), ...Object.keys(compiledEnScreens)].sort()).toEqual(
      Object.keys(en).sort(),
    );
  });

  it('have no empty message', () => {
    const empty = [...Object.entries(en), ...Object.entries(hi)].filter(([, v]) => !v.trim());
    expect(empty).toEqual([]);
  });
});

describe('ICU plurals and India’s number and date formats', () => {
  const plural = '{count, plural, one {# profile} other {# profiles}}';
  const pluralHi = '{count, plural, one {# प्रोफ़ाइल} other {# प्रोफ़ाइलें}}';
  const i18nOf = (locale: string, source: string) =>
    setupI18n({ locale, messages: { [locale]: compileCatalogue({ n: source }) } });

  it('say one and many, with Indian grouping, in both languages', () => {
    const english = i18nOf('en-IN', plural);
    const hindi = i18nOf('hi-IN', pluralHi);
    expect(english._('n', { count: 1 })).toBe('1 profile');
    expect(english._('n', { count: 1234567 })).toBe('12,34,567 profiles');
    expect(hindi._('n', { count: 1 })).toBe('1 प्रोफ़ाइल');
    expect(hindi._('n', { count: 1234567 })).toBe('12,34,567 प्रोफ़ाइलें');
  });

  it('format numbers and dates per language', () => {
    const day = new Date('2026-04-14T06:00:00Z');
    expect(languageTools('en').formatNumber(1234567)).toBe('12,34,567');
    expect(languageTools('hi').formatNumber(1234567)).toBe('12,34,567');
    expect(languageTools('en').formatDate(day)).toBe('14 Apr 2026');
    expect(languageTools('hi').formatDate(day, { month: 'long' })).toBe('14 अप्रैल 2026');
  });
});

describe('the first language', () => {
  it('follows the browser on a first visit: any Hindi is Hindi, all else English', () => {
    expect(languageOfBrowser('hi-IN')).toBe('hi');
    expect(languageOfBrowser('hi')).toBe('hi');
    expect(languageOfBrowser('en-IN')).toBe('en');
    expect(languageOfBrowser('hif')).toBe('en');
    expect(languageOfBrowser(undefined)).toBe('en');
  });

  it('is the remembered choice when there is one', () => {
    const local = memoryStorage();
    expect(loadLanguage(local, 'hi-IN')).toEqual({ chosen: 'hi', shown: 'en' });
    local.setItem('language', 'en');
    expect(loadLanguage(local, 'hi-IN')).toEqual({ chosen: 'en', shown: 'en' });
    local.setItem('language', 'fr');
    expect(loadLanguage(local, 'en-GB').chosen).toBe('en');
  });
});
