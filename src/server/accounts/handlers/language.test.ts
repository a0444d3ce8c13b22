import { MESSAGES } from '../../../shared/domain/messages';
import { LANGUAGE_MESSAGES as M } from '../../../shared/domain/schemas/language';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, call, type TestApp } from '../../../../test/server/helpers/testApp';
import { memberLanguage } from '../repositories/members';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

it('keeps the language a member chooses, and English until then', async () => {
  const m = await addMember(t.app.db, {}, clock.now());
  expect(await memberLanguage(t.app.db, m.id)).toBe('en');
  const saved = await call(t.app, 'setMyLanguage', { local_token: m.token, language: 'hi' });
  expect(saved.wire).toEqual({ status: '001', text: M.saved });
  expect(await memberLanguage(t.app.db, m.id)).toBe('hi');
  await call(t.app, 'setMyLanguage', { local_token: m.token, language: ' en ' });
  expect(await memberLanguage(t.app.db, m.id)).toBe('en');
});

it.each(['fr', 'HI', '', 'hindi'])('refuses %j and keeps what was stored', async (language) => {
  const m = await addMember(t.app.db, {}, clock.now());
  await call(t.app, 'setMyLanguage', { local_token: m.token, language: 'hi' });
  const result = await call(t.app, 'setMyLanguage', { local_token: m.token, language });
  expect(result.wire).toEqual({ status: '-10', text: M.choose });
  expect(await memberLanguage(t.app.db, m.id)).toBe('hi');
});

it('refuses a visitor', async () => {
  const result = await call(t.app, 'setMyLanguage', { local_token: '', language: 'hi' });
  expect(result.wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
});
