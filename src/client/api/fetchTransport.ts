import { ServerFault, type Transport } from './transport';

/**
 * The only place in the client that calls fetch. Error answers are fragments too (status 0 or -10
 * in resPS), so the text is returned whatever the HTTP status; a 5xx answer's text comes wrapped
 * in a ServerFault so that "no such page" and "the site failed" stay apart. Only a request that
 * got no answer at all rejects with anything else.
 */
export const fetchTransport: Transport = async (path, body, signal) => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    credentials: 'same-origin',
    body,
    signal,
  });
  const text = await response.text();
  if (response.status >= 500) throw new ServerFault(text);
  return text;
};
