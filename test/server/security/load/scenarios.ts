import { MESSAGES } from '../../../../src/shared/domain/messages';
import { decodeAnswer, type WireAnswer } from '../../../../src/shared/protocol/wire';
import type { MemberOverrides } from '../../helpers/members';
import type { Judge, LoadCall, Verdict } from './run';

/** Decodes a fragment and lets `check` judge it; anything malformed is a failure. */
function judgeWire(http: number, body: string, check: (wire: WireAnswer) => Verdict): Verdict {
  try {
    return check(decodeAnswer(body));
  } catch {
    return 'bad';
  }
}

const json = <T>(wire: WireAnswer): T | undefined =>
  wire.status === '1' ? (JSON.parse(wire.text) as T) : undefined;

/** A real page of the fixture content (test/server/helpers/fixtures/content/pages/home.json). */
export const PAGE = 'home';

export const judgePage: Judge = (http, body) =>
  judgeWire(http, body, (wire) => {
    const page = json<{ loc: string; sections: unknown[] }>(wire);
    return http === 200 && page?.loc === PAGE && page.sections.length > 0 ? 'ok' : 'bad';
  });

export const judgeMembers: Judge = (http, body) =>
  judgeWire(http, body, (wire) => {
    const list = json<{ members: unknown[]; page: number; total: number }>(wire);
    const ok = http === 200 && Array.isArray(list?.members) && typeof list.total === 'number';
    return ok ? 'ok' : 'bad';
  });

// Per account ("Too many attempts.") or per address ("… from this connection.").
const THROTTLED = /^Too many attempts[^.]*\. Please try again in \d+ minutes?\.$/;

/**
 * Wrong passwords: "Invalid UserName or Password !" until a limit is used up, then the throttle
 * message — with HTTP 200 or 429 (429 is accepted here only).
 */
export const judgeLogin: Judge = (http, body) =>
  judgeWire(http, body, (wire) => {
    if (wire.status !== '0') return 'bad';
    if (http === 200 && wire.text === MESSAGES.loginFailed) return 'ok';
    return (http === 200 || http === 429) && THROTTLED.test(wire.text) ? 'throttled' : 'bad';
  });

export const pageCalls = (): LoadCall[] => [{ type: 'getPgData', fields: { loc: PAGE } }];

/** The search sidebar's usual choices: no filters, city and age, income band and education, page 2. */
export const SEARCHES = [
  { lowRange: '-1', highRange: '-1', page: 1 },
  { city_name: 'jai', ageMin: '22', ageMax: '32', lowRange: '-1', highRange: '-1', page: 1 },
  { salary_per_anum: '8-10', lowRange: '-1', highRange: '-1', education: 'Engineering', page: 1 },
  { gender: 'Female', lowRange: '-1', highRange: '-1', page: 2 },
];

export const searchCalls = (token: string): LoadCall[] =>
  SEARCHES.map((filters) => ({
    type: 'getMembers',
    fields: { local_token: token, ser_params: JSON.stringify(filters) },
  }));

export const wrongPasswordCalls = (emails: readonly string[], connection: number): LoadCall[] => [
  { type: 'logint', fields: { p1: emails[connection % emails.length] ?? '', p2: 'wrong guess' } },
  { type: 'logint', fields: { p1: `nobody${connection}@example.in`, p2: 'wrong guess' } },
];

const GOTRAS = ['Mittal', 'Singhal', 'Garg', 'Goyal'];
const CITIES = ['Jaipur', 'Jodhpur', 'Delhi'];
const INCOMES = ['6', '10', '20', '41'];
const EDUCATION = ['Engineering', 'Graduation', 'Medicine'];

/** Men who search (the fixture's Goyal/Bansal man) and the women they find, varied per filter. */
export function population(searchers: number, found: number): MemberOverrides[] {
  const men: MemberOverrides[] = Array.from({ length: searchers }, () => ({ gender: 'Male' }));
  const women = Array.from({ length: found }, (_, i): MemberOverrides => ({
    gender: 'Female',
    mem_name: `Load Member ${i}`,
    // Every fourth is a Goyal: hidden from the searchers by hideSameGotra.
    self_goutra: GOTRAS[i % GOTRAS.length],
    mama_goutra: 'Agarwal',
    city_nm: CITIES[i % CITIES.length],
    dob: `${1993 + (i % 10)}-0${1 + (i % 9)}-15`,
    self_anum: INCOMES[i % INCOMES.length],
    max_qualification: EDUCATION[i % EDUCATION.length],
  }));
  return [...men, ...women];
}
