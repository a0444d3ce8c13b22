/** How the client posts one call: path and form body in, the answer fragment's text out. */
export type Transport = (path: string, body: string, signal?: AbortSignal) => Promise<string>;

/** The thunk extra argument of the store; RTK Query's baseQuery reads the transport from it. */
export interface ThunkExtra {
  transport: Transport;
}

/**
 * Thrown by a transport when the service failed (HTTP 5xx). It still carries the answer fragment:
 * a form can show its message, while a page knows not to call the page missing.
 */
export class ServerFault extends Error {
  override name = 'ServerFault';
  constructor(readonly body: string) {
    super('The site had a problem answering.');
  }
}
