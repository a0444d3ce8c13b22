import { readOutbox } from '../../../../test/server/helpers/accounts';
import {
  buildTestApp,
  call,
  TEST_ORIGIN,
  type TestApp,
} from '../../../../test/server/helpers/testApp';
import { listContactRequests } from '../repositories/contact';

/** OFFICE_EMAIL: each new Write to Us message is told to the office, with its console link. */
const message = {
  _name: 'Asha Goyal',
  contact_no: '98765 43210',
  email: 'asha@example.in',
  message: 'Please call me back.\nAfter 6 in the evening.',
};

describe('with OFFICE_EMAIL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      officeEmail: 'office@trust.example',
      // The first origin is the links'; the second lets the tests' requests through.
      siteOrigins: ['https://trust.example', TEST_ORIGIN],
    });
  });
  afterAll(() => t.close());

  it('mails the office the sender, the message and the link to it in the console', async () => {
    expect((await call(t.app, 'addContactRequest', message)).wire.status).toBe('001');
    const id = (await listContactRequests(t.app.db)).at(-1)?.id;
    const mails = await readOutbox(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'office@trust.example',
      subject: 'Write to Us: a message from Asha Goyal',
    });
    const text = mails[0]?.text ?? '';
    expect(text).toContain(
      'Name: Asha Goyal\nContact no.: 98765 43210\nEmail: asha@example.in\n\n' +
        'Message:\nPlease call me back.\nAfter 6 in the evening.',
    );
    expect(text).toContain(`https://trust.example/team/inbox/${id}`);
  });

  it('says when no email was given, and sends nothing for a refused message', async () => {
    await call(t.app, 'addContactRequest', { ...message, email: '' });
    expect((await readOutbox(t)).at(-1)?.text).toContain('Email: not given');
    const before = (await readOutbox(t)).length;
    expect((await call(t.app, 'addContactRequest', { ...message, message: ' ' })).wire.status).toBe(
      '-10',
    );
    expect(await readOutbox(t)).toHaveLength(before);
  });
});

describe('without OFFICE_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and mails nobody', async () => {
    expect((await call(t.app, 'addContactRequest', message)).wire.status).toBe('001');
    expect(await listContactRequests(t.app.db)).toHaveLength(1);
    expect(await readOutbox(t)).toEqual([]);
  });
});
