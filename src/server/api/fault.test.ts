import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('answers a genuine server fault with a 500 fragment and no details', async () => {
  // The database going away under a running app is a fault of ours, not of the request.
  await t.app.db.destroy();
  const { wire, http, response } = await call(t.app, 'getStates');
  expect(http).toBe(500);
  expect(wire).toEqual({
    status: '0',
    text: 'Something went wrong on our side. Please try again.',
  });
  expect(response.body).not.toMatch(/destroy|stack|at /i);
});
