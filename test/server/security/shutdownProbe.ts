import http from 'node:http';
import { buildCall, type FormFields } from '../../../src/shared/protocol/form';

export type Probe =
  | { kind: 'answer'; status: number; body: string; complete: boolean }
  | { kind: 'error'; code: string };

interface Sent {
  request: http.ClientRequest;
  body: string;
  answer: Promise<Probe>;
}

/** A POST of one call whose body the caller writes; `answer` never rejects. */
function open(url: string, type: string, fields: FormFields, agent: http.Agent | false): Sent {
  const { path, body } = buildCall(type, fields);
  const target = new URL(path, url);
  let request!: http.ClientRequest;
  const answer = new Promise<Probe>((resolve) => {
    request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          origin: target.origin,
        },
      },
      (response) => {
        let text = '';
        const done = () =>
          resolve({
            kind: 'answer',
            status: response.statusCode ?? 0,
            body: text,
            complete: response.complete,
          });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', done);
        response.on('error', done);
      },
    );
    // A hang shows up as TIMEOUT, not as a test that never ends.
    request.setTimeout(15_000, () =>
      request.destroy(Object.assign(new Error('no answer'), { code: 'TIMEOUT' })),
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: err.code ?? err.message }),
    );
  });
  return { request, body, answer };
}

/**
 * One call on a connection of its own (no keep-alive pool, so it is a new arrival, not a reuse
 * of a socket the server already knows).
 */
export function probe(url: string, type: string, fields: FormFields): Promise<Probe> {
  const sent = open(url, type, fields, false);
  sent.request.end(sent.body);
  return sent.answer;
}

/**
 * A slow upload: the headers and half the body now, the rest when `finish()` is called. Until
 * then the server holds a request it has begun and cannot complete, whatever the machine's speed.
 */
export function slowCall(url: string, type: string, fields: FormFields, agent: http.Agent) {
  const sent = open(url, type, fields, agent);
  const half = Math.floor(Buffer.byteLength(sent.body) / 2);
  const bytes = Buffer.from(sent.body);
  sent.request.flushHeaders();
  sent.request.write(bytes.subarray(0, half));
  return { finish: () => sent.request.end(bytes.subarray(half)), answer: sent.answer };
}

/**
 * Refused cleanly: no connection, a connection dropped before a single byte of answer (one that
 * was still in the listen backlog when the listener closed: the kernel resets those), or a whole
 * 503. A hang (TIMEOUT) or a cut-off answer never is.
 */
export const refusedCleanly = (p: Probe): boolean =>
  p.kind === 'error'
    ? ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(p.code)
    : p.status === 503 && p.complete;
