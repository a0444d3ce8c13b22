import { buildApp } from '../../src/server/app';
import { listContactRequests } from '../../src/server/contact/repositories/contact';
import { call, createTestEnv, type TestEnv } from './helpers/testApp';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

it('keeps a contact request across a restart on the same data', async () => {
  const first = await buildApp(env.config);
  const { wire } = await call(first, 'addContactRequest', {
    _name: 'Before Restart',
    contact_no: '9876543210',
    message: 'Still there?',
  });
  expect(wire.status).toBe('001');
  await first.close();

  const second = await buildApp(env.config);
  try {
    const rows = await listContactRequests(second.db);
    expect(rows.map((r) => r._name)).toEqual(['Before Restart']);
    // Content was loaded once, not again on the restart (the ids did not move).
    expect((await call(second, 'getStates')).wire.status).toBe('1');
  } finally {
    await second.close();
  }
});
