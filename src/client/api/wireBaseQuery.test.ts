import { MESSAGES } from '../../shared/domain/messages';
import { decodeForm } from '../../shared/protocol/form';
import {
  dataAnswer,
  doneAnswer,
  encodeAnswer,
  failAnswer,
  invalidAnswer,
} from '../../shared/protocol/wire';
import { ServerFault, type Transport } from './transport';
import { wireBaseQuery, type WireArgs } from './wireBaseQuery';

function run(args: WireArgs, transport: Transport) {
  const api = {
    extra: { transport },
    signal: new AbortController().signal,
  } as unknown as Parameters<typeof wireBaseQuery>[1];
  return wireBaseQuery(args, api, {});
}

const answering = (html: string) =>
  jest.fn<Promise<string>, Parameters<Transport>>(async () => html);

describe('wireBaseQuery', () => {
  it('posts the call to /api?pm={type} with the common fields and returns the data', async () => {
    const page = { loc: 'home', sections: [] };
    const transport = answering(encodeAnswer(dataAnswer(page)));
    const result = await run({ type: 'getPgData', fields: { loc: 'home' } }, transport);
    expect(result).toEqual({ data: page });
    const [path, body] = transport.mock.calls[0];
    expect(path).toBe('/api?pm=getPgData');
    expect(decodeForm(body)).toEqual({
      curl_type: 'getPgData',
      res_func: 'resCallBack',
      only_cms: 'd',
      loc: 'home',
    });
  });

  it('sends only_cms only for the content calls, and m_type when asked', async () => {
    const transport = answering(encodeAnswer(dataAnswer([])));
    await run({ type: 'getStates', fields: {}, key: 'm_type' }, transport);
    expect(decodeForm(transport.mock.calls[0][1])).toEqual({
      m_type: 'getStates',
      res_func: 'resCallBack',
    });
  });

  it('gives an action call its status and message as data, whatever the status', async () => {
    const fields = { _name: 'Asha', contact_no: '9876543210', message: 'Hello' };
    const done = await run(
      { type: 'addContactRequest', fields },
      answering(encodeAnswer(doneAnswer('Thank you, we will call you.'))),
    );
    expect(done).toEqual({ data: { status: '001', message: 'Thank you, we will call you.' } });
    const invalid = await run(
      { type: 'addContactRequest', fields },
      answering(encodeAnswer(invalidAnswer(MESSAGES.fillBlank))),
    );
    expect(invalid).toEqual({ data: { status: '-10', message: MESSAGES.fillBlank } });
  });

  it('turns a data call answered with another status into an error with that status', async () => {
    const result = await run(
      { type: 'getPgData', fields: { loc: 'nowhere' } },
      answering(encodeAnswer(failAnswer('No page here.'))),
    );
    expect(result).toEqual({ error: { status: '0', message: 'No page here.' } });
    const login = await run(
      { type: 'logint', fields: { p1: 'a@b.in', p2: 'x' } },
      answering(encodeAnswer({ status: 'not_validated', text: 'Awaiting verification.' })),
    );
    expect(login).toEqual({
      error: { status: 'not_validated', message: 'Awaiting verification.' },
    });
  });

  it('reports a failed request as a network error with a plain message', async () => {
    const transport: Transport = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await run({ type: 'getStates', fields: {} }, transport);
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', message: MESSAGES.networkError } });
  });

  it('tells a failing service apart from "no data" for data calls, not for forms', async () => {
    const fault = encodeAnswer(failAnswer('Something went wrong on our side. Please try again.'));
    const failing: Transport = async () => {
      throw new ServerFault(fault);
    };
    expect(await run({ type: 'getPgData', fields: { loc: 'home' } }, failing)).toEqual({
      error: {
        status: 'SERVER_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    const fields = { _name: 'Asha', contact_no: '9876543210', message: 'Hello' };
    expect(await run({ type: 'addContactRequest', fields }, failing)).toEqual({
      data: { status: '0', message: 'Something went wrong on our side. Please try again.' },
    });
    const bare: Transport = async () => {
      throw new ServerFault('<h1>502 Bad Gateway</h1>');
    };
    expect(await run({ type: 'getStates', fields: {} }, bare)).toEqual({
      error: {
        status: 'SERVER_ERROR',
        message: 'The site had a problem answering. Please try again.',
      },
    });
  });

  it.each([
    ['a page without resP/resPS', '<html><body>Bad gateway</body></html>'],
    ['an unknown status', '<div id="resP">x</div><div id="resPS">42</div>'],
    ['broken JSON in a data answer', '<div id="resP">{not json</div><div id="resPS">1</div>'],
  ])('reports %s as a parse error', async (_case, html) => {
    const result = await run({ type: 'getGotraList', fields: {} }, answering(html));
    expect(result).toEqual({
      error: { status: 'PARSE_ERROR', message: 'The answer from the site could not be read.' },
    });
  });
});
