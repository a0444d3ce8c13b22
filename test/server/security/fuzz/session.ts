import type { Config } from '../../../../src/server/config';
import { resolveSession } from '../../../../src/server/accounts/sessions';
import { hashPassword } from '../../../../src/server/accounts/password';
import { PASSWORD, testClock } from '../../helpers/accounts';
import { addMember } from '../../helpers/members';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { changedTables, siteTables, snapshot, type SiteTables, type Snapshot } from './snapshot';
import { isSuccess, sendRaw, type RawRequest, type RawResult } from './send';

/**
 * The throttle table counts refused attempts on purpose (wrong passwords, OTP mails, views,
 * request rates): a refusal that did NOT count there would be the bug. Every other table must
 * stay exactly as it was.
 */
export const REFUSAL_BOOKKEEPING = ['throttle'];

/** High enough that the quotas never turn a fuzzed call into a refusal that counts. */
const NO_QUOTAS: Partial<Config> = {
  listLimitPerDay: 1_000_000,
  profileLimitPerDay: 1_000_000,
  interestLimitPerDay: 1_000_000,
};

export interface FuzzSession {
  t: TestApp;
  tables: SiteTables;
  /** The logged-in member's token (renewed when a fuzzed logout ends the session). */
  token(): string;
  /** Sends one request and checks the three properties; throws with the details otherwise. */
  exercise(request: RawRequest): Promise<RawResult>;
  /** How often each kind of answer came back (HTTP status, wire status, text): the coverage. */
  tally: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A verified member with a session and a real password hash (so that deleteAccount and the
 * password checks behave as in production), stored straight through the repositories.
 */
async function loggedIn(t: TestApp, now: Date): Promise<string> {
  const member = await addMember(t.app.db, {}, now);
  const hash = await hashPassword(PASSWORD, t.env.config.passwordHashN);
  await t.app.db
    .updateTable('members')
    .set({ password_hash: hash })
    .where('id', '=', member.id)
    .execute();
  return member.token;
}

export async function fuzzSession(): Promise<FuzzSession> {
  const clock = testClock();
  const t = await buildTestApp(NO_QUOTAS, { now: clock.now });
  // Others to send requests to, to open, to accept: ids near the member's own.
  for (let i = 0; i < 3; i += 1) await addMember(t.app.db, {}, clock.now());
  let token = await loggedIn(t, clock.now());
  const tables = await siteTables(t.app.db);
  let baseline: Snapshot = await snapshot(t.app.db, tables);
  const tally = new Map<string, number>();

  async function keepLoggedIn(): Promise<void> {
    if (await resolveSession(t.app.db, token, clock.now())) return;
    token = await loggedIn(t, clock.now());
    baseline = await snapshot(t.app.db, tables);
  }

  async function exercise(request: RawRequest): Promise<RawResult> {
    const before = baseline;
    // sendRaw throws when the body is not a resP/resPS fragment.
    const result = await sendRaw(t.app, request);
    const after = await snapshot(t.app.db, tables);
    // Set before any check throws, so that the shrinking runs compare against the truth.
    baseline = after;
    const ok = isSuccess(result.wire);
    const text = ok ? '' : result.wire.text.replace(/"[^]*"/, '"…"').slice(0, 70);
    const key = `${result.http} ${result.wire.status} ${text}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    const changed = ok ? [] : changedTables(before, after, REFUSAL_BOOKKEEPING);
    if (ok) await keepLoggedIn();
    const type = String(result.response.headers['content-type']);
    const problems = [
      result.http >= 500 ? `HTTP ${result.http}` : '',
      ok && result.http !== 200 ? `success with HTTP ${result.http}` : '',
      type.startsWith('text/html') ? '' : `content-type ${type}`,
      changed.length ? `refused (${result.wire.status}) but changed ${changed.join(', ')}` : '',
    ].filter(Boolean);
    if (problems.length) {
      throw new Error(`${problems.join('; ')} — answer: ${JSON.stringify(result.wire)}`);
    }
    return result;
  }

  return { t, tables, token: () => token, exercise, tally, close: () => t.close() };
}
