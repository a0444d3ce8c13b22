import { buildTestApp, type TestApp } from '../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('says the client is not built when PUBLIC_DIR has no index.html', async () => {
  const response = await t.app.inject({ url: '/services', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(503);
  expect(response.body).toContain('npm run build');
});
