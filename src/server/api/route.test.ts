import { MESSAGES } from '../../shared/domain/messages';
import { encodeForm } from '../../shared/protocol/form';
import { decodeAnswer } from '../../shared/protocol/wire';
import { listContactRequests } from '../contact/repositories/contact';
import { verifiedMember } from '../../../test/server/helpers/accounts';
import {
  buildTestApp,
  call,
  data,
  post,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const form = 'application/x-www-form-urlencoded';

describe('which service', () => {
  it('answers 0 for an unknown pm', async () => {
    const { wire, http } = await post(t.app, '/api?pm=dropTables', 'curl_type=dropTables');
    expect(http).toBe(200);
    expect(wire).toEqual({ status: '0', text: 'This service does not exist.' });
  });

  it('refuses a missing pm or a missing call name', async () => {
    expect((await post(t.app, '/api', 'curl_type=getStates')).wire.status).toBe('-10');
    const noName = await post(t.app, '/api?pm=getStates', 'res_func=x');
    expect(noName.wire).toEqual({
      status: '-10',
      text: 'The request did not say which service it is for.',
    });
  });

  it('refuses a pm that differs from curl_type or m_type', async () => {
    for (const body of [
      'curl_type=getGotraList',
      'm_type=getGotraList',
      'curl_type=getStates&m_type=getGotraList',
    ]) {
      const { wire } = await post(t.app, '/api?pm=getStates', body);
      expect(wire).toEqual({ status: '-10', text: 'The request named two different services.' });
    }
  });

  it('refuses a repeated pm', async () => {
    const { wire } = await post(t.app, '/api?pm=getStates&pm=getStates', 'curl_type=getStates');
    expect(wire.status).toBe('-10');
  });

  it('answers the m_type style (control script) like the curl_type style', async () => {
    const viaCurl = await call(t.app, 'getStates');
    const viaM = await call(t.app, 'getStates', {}, { key: 'm_type', resFunc: 'afterSubmit' });
    expect(viaM.wire).toEqual(viaCurl.wire);
    expect(data<unknown[]>(viaM)).toHaveLength(3);
  });
});

describe('which fields', () => {
  it('refuses a repeated field', async () => {
    const body = 'curl_type=getPgData&loc=home&loc=blogs';
    const { wire } = await post(t.app, '/api?pm=getPgData', body);
    expect(wire).toEqual({ status: '-10', text: 'The field "loc" was sent more than once.' });
  });

  it('refuses an unknown field, including prototype names', async () => {
    for (const name of ['admin', '__proto__', 'constructor', 'toString']) {
      const body = `curl_type=getStates&${name}=1`;
      const { wire } = await post(t.app, '/api?pm=getStates', body);
      expect(wire).toEqual({
        status: '-10',
        text: `The field "${name}" is not expected by this service.`,
      });
    }
  });

  it('accepts the common fields', async () => {
    const body = encodeForm({ curl_type: 'getStates', res_func: 'cb', only_cms: 'd' });
    expect((await post(t.app, '/api?pm=getStates', body)).wire.status).toBe('1');
  });

  it('refuses a missing required field: data calls name it, actions use the form message', async () => {
    const data = await call(t.app, 'getPgData', {});
    expect(data.wire).toEqual({ status: '-10', text: 'The field "loc" is missing.' });
    const before = (await listContactRequests(t.app.db)).length;
    const action = await call(t.app, 'addContactRequest', { _name: 'A', message: 'hi' });
    expect(action.wire).toEqual({ status: '-10', text: MESSAGES.fillBlank });
    expect(await listContactRequests(t.app.db)).toHaveLength(before);
  });
});

describe('who may call', () => {
  it('answers a member call without a session with 0 and the log-in message', async () => {
    const { wire, http } = await call(t.app, 'getDashboardData', { local_token: 'whatever' });
    expect(http).toBe(200);
    expect(wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
  });

  it('answers a member call for a verified member with a session', async () => {
    const login = await verifiedMember(t);
    const { wire } = await call(t.app, 'getFriendsMembers', { local_token: login.local_token });
    expect(wire).toEqual({ status: '1', text: '[]' });
  });
});

describe('unreadable requests', () => {
  it.each([
    ['a broken %-escape', 'curl_type=getStates&x=%E0%A4'],
    ['a lone %', 'curl_type=getStates%'],
    ['a NUL character', 'curl_type=getStates&res_func=a%00b'],
    ['bytes that are not UTF-8', Buffer.from([0x63, 0x3d, 0xff, 0xfe])],
  ])('refuses %s with 400 and a fragment', async (_what, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api?pm=getStates',
      payload: body,
      headers: { 'content-type': form, origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
    expect(decodeAnswer(response.body)).toEqual({
      status: '-10',
      text: 'The request could not be read.',
    });
  });

  it('refuses a body over 1 MB with 413 and a fragment', async () => {
    const body = `curl_type=addContactRequest&message=${'a'.repeat(1024 * 1024)}`;
    const { wire, http, response } = await post(t.app, '/api?pm=addContactRequest', body);
    expect(http).toBe(413);
    expect(wire).toEqual({
      status: '-10',
      text: 'The request is too large. Please shorten it and try again.',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives uploadProPic, and only it, a body limit of 8 MB', async () => {
    const big = `curl_type=uploadProPic&local_token=x&upd_for=profile&pro_pic=${'a'.repeat(2 * 1024 * 1024)}`;
    // Past the size check: the call is read, and refused only for want of a session.
    const upload = await post(t.app, '/api?pm=uploadProPic', big);
    expect(upload.wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
    const other = await post(
      t.app,
      '/api?pm=update_profile',
      big.replace('uploadProPic', 'update_profile'),
    );
    expect(other.http).toBe(413);
    const huge = `curl_type=uploadProPic&pro_pic=${'a'.repeat(8 * 1024 * 1024)}`;
    expect((await post(t.app, '/api?pm=uploadProPic', huge)).http).toBe(413);
  });

  it('applies the limit to a body sent without a length (chunked)', async () => {
    const { Readable } = await import('node:stream');
    const chunks = Array.from({ length: 3 }, () => Buffer.alloc(512 * 1024, 'a'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api?pm=getStates',
      payload: Readable.from([Buffer.from('curl_type=getStates&x='), ...chunks]),
      headers: { 'content-type': form, origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(413);
    expect(decodeAnswer(response.body).status).toBe('-10');
  });

  it.each(['application/json', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses content type %s with 415 and a fragment',
    async (type) => {
      const { wire, http } = await post(
        t.app,
        '/api?pm=getStates',
        '{"curl_type":"getStates"}',
        type,
      );
      expect(http).toBe(415);
      expect(wire.status).toBe('-10');
      expect(wire.text).toMatch(/application\/x-www-form-urlencoded/);
    },
  );

  it('accepts a charset parameter on the form type', async () => {
    const result = await post(
      t.app,
      '/api?pm=getStates',
      'curl_type=getStates',
      `${form}; charset=UTF-8`,
    );
    expect(result.wire.status).toBe('1');
  });

  it('answers an empty body as a call without a name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api?pm=getStates',
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(decodeAnswer(response.body).status).toBe('-10');
  });
});

describe('other routes under /api', () => {
  it.each([
    ['GET', '/api?pm=getStates'],
    ['POST', '/api/getStates'],
    ['GET', '/api/anything'],
  ] as const)('%s %s answers a 404 fragment', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(decodeAnswer(response.body)).toEqual({
      status: '0',
      text: 'This service does not exist.',
    });
  });
});
