import { listContactRequests } from '../repositories/contact';
import { buildTestApp, call, type TestApp } from '../../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  _name: '  Asha Goyal ',
  contact_no: '98765 43210',
  email: 'asha@example.in',
  message: 'Please call me back.',
};

it('stores a valid request with the client address and thanks the writer', async () => {
  const before = (await listContactRequests(t.app.db)).length;
  const { wire, http } = await call(t.app, 'addContactRequest', valid);
  expect(http).toBe(200);
  expect(wire).toEqual({
    status: '001',
    text: 'Thank you for writing to us. We will get back to you soon.',
  });
  const rows = await listContactRequests(t.app.db);
  expect(rows).toHaveLength(before + 1);
  expect(rows.at(-1)).toMatchObject({
    _name: 'Asha Goyal',
    contact_no: '98765 43210',
    email: 'asha@example.in',
    message: 'Please call me back.',
    ip: '127.0.0.1',
  });
  expect(Date.parse(rows.at(-1)?.created_at ?? '')).not.toBeNaN();
});

it('stores a request without the optional email', async () => {
  const { email: _email, ...noEmail } = valid;
  const { wire } = await call(t.app, 'addContactRequest', noEmail);
  expect(wire.status).toBe('001');
  expect((await listContactRequests(t.app.db)).at(-1)?.email).toBe('');
});

it.each([
  ['a missing field', { _name: 'Asha', contact_no: '9876543210' }],
  ['a blank field', { ...valid, message: '   ' }],
  ['a select left at 0', { ...valid, _name: '0' }],
])('refuses %s with -10 and stores nothing', async (_what, fields) => {
  const before = (await listContactRequests(t.app.db)).length;
  const { wire } = await call(t.app, 'addContactRequest', fields);
  expect(wire).toEqual({ status: '-10', text: 'Fill blank records!' });
  expect(await listContactRequests(t.app.db)).toHaveLength(before);
});

it('refuses a bad email with the schema message and stores nothing', async () => {
  const before = (await listContactRequests(t.app.db)).length;
  const { wire } = await call(t.app, 'addContactRequest', { ...valid, email: 'asha@example' });
  expect(wire).toEqual({ status: '-10', text: 'Please enter a valid email address.' });
  expect(await listContactRequests(t.app.db)).toHaveLength(before);
});

it('refuses a bad phone number', async () => {
  const { wire } = await call(t.app, 'addContactRequest', { ...valid, contact_no: 'call me' });
  expect(wire).toEqual({ status: '-10', text: 'Please enter a valid phone number.' });
});
