import { fetchTransport } from './fetchTransport';
import { ServerFault } from './transport';

describe('fetchTransport', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('posts the form body and returns the answer text, even for an error status', async () => {
    const fetchMock = jest.fn(async () => ({
      status: 400,
      text: async () => '<div id="resP">Fill blank records!</div><div id="resPS">-10</div>',
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const signal = new AbortController().signal;

    const text = await fetchTransport(
      '/api?pm=addContactRequest',
      'curl_type=addContactRequest',
      signal,
    );

    expect(text).toContain('resPS">-10<');
    expect(fetchMock).toHaveBeenCalledWith('/api?pm=addContactRequest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body: 'curl_type=addContactRequest',
      signal,
    });
  });

  it('wraps the fragment of a 5xx answer in a ServerFault', async () => {
    const fragment = '<div id="resP">Something went wrong.</div><div id="resPS">0</div>';
    globalThis.fetch = jest.fn(async () => ({
      status: 500,
      text: async () => fragment,
    })) as unknown as typeof fetch;
    const failure = fetchTransport('/api?pm=getPgData', 'loc=home');
    await expect(failure).rejects.toBeInstanceOf(ServerFault);
    await expect(failure).rejects.toHaveProperty('body', fragment);
  });

  it('lets a failed request reject, for the base query to report', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchTransport('/api?pm=getStates', '')).rejects.toThrow('Failed to fetch');
  });
});
