import { ACCOUNT_MAIL_WORDS } from '../accounts/mails';
import { IDENTITY_MAIL_WORDS } from '../accounts/identityMails';
import { NOTICE_MAIL_WORDS } from '../notifications/mails';
import { MEMBER_ACTION_MAIL_WORDS } from '../staff/console/memberMails';
import { INBOX_MAIL_WORDS } from '../staff/console/inboxMails';
import { DESK_MAIL_WORDS } from '../staff/mails';
import { REVERIFY_MAIL_WORDS } from '../staff/reverifyMails';
import { fill, placeholdersOf, type ByLanguage, type Templates } from './mailWords';

/** Every table of words of the mails to members (one per mail file). */
const TABLES: Record<string, ByLanguage<object>> = {
  ACCOUNT_MAIL_WORDS,
  IDENTITY_MAIL_WORDS,
  NOTICE_MAIL_WORDS,
  MEMBER_ACTION_MAIL_WORDS,
  INBOX_MAIL_WORDS,
  DESK_MAIL_WORDS,
  REVERIFY_MAIL_WORDS,
};
const DEVANAGARI = /[\u0900-\u097F]/;
const texts = (t: object) => placeholdersOf(t as Templates);

describe.each(Object.entries(TABLES))('%s', (_name, table) => {
  it('has the same kinds and the same placeholders in Hindi as in English', () => {
    expect(texts(table.hi)).toEqual(texts(table.en));
    expect(Object.keys(texts(table.en)).length).toBeGreaterThan(0);
  });

  it('is written in Devanagari in Hindi and in plain English in English', () => {
    const en = Object.entries(texts(table.en)).map(([at]) => at);
    const value = (t: object, at: string) =>
      at.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], t) as string;
    for (const at of en) {
      // A subject that is only the trust's name would have no word of its own: none is.
      expect({ at, hindi: DEVANAGARI.test(value(table.hi, at)) }).toEqual({ at, hindi: true });
      expect({ at, hindi: DEVANAGARI.test(value(table.en, at)) }).toEqual({ at, hindi: false });
    }
  });
});

it('finds the placeholders of nested texts by their path', () => {
  expect(
    placeholdersOf({ a: { subject: 'Hi {name}', text: '{b} and {a} and {b}' }, c: 'x' }),
  ).toEqual({ 'a.subject': ['name'], 'a.text': ['a', 'b'], c: [] });
});

it('fills each placeholder once, leaves braces in the values as written, and refuses a missing value', () => {
  expect(fill('Dear {name}, {words}', { name: 'Asha', words: 'see {name}' })).toBe(
    'Dear Asha, see {name}',
  );
  expect(() => fill('Dear {name}', {})).toThrow('no value for {name}');
});
