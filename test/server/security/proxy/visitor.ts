import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { buildCall, type FormFields } from '../../../../src/shared/protocol/form';
import { decodeAnswer, type WireAnswer } from '../../../../src/shared/protocol/wire';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Visitor {
  /** The loopback address the request leaves from (127.0.0.2, …): a visitor of its own. */
  from: string;
  ca: string;
}

/** One request from a visitor's own address, trusting only the test's certificate. */
export function request(
  url: string,
  visitor: Visitor,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const lib = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      target,
      { method, headers, localAddress: visitor.from, ca: visitor.ca, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A call as the site's page makes it, through the proxy at `site`. */
export async function callThrough(
  site: string,
  visitor: Visitor,
  type: string,
  fields: FormFields = {},
  {
    origin = new URL(site).origin,
    headers = {},
  }: { origin?: string; headers?: Record<string, string> } = {},
): Promise<{ http: number; wire: WireAnswer; headers: IncomingHttpHeaders }> {
  const { path, body } = buildCall(type, fields);
  const answer = await request(new URL(path, site).toString(), visitor, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body,
  });
  return { http: answer.status, wire: decodeAnswer(answer.body), headers: answer.headers };
}
