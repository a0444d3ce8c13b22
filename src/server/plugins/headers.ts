import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMBED_HOSTS } from '../../shared/domain/embeds';

/**
 * The Content-Security-Policy of the SPA. Nothing inline may run: the built client is only
 * hashed files under 'self'. Styles are 'self' too: content HTML loses every style attribute and
 * element when the content service cleans it (content/sanitize.ts allows none), and React sets
 * its style props through the CSSOM, which CSP does not govern. Photo previews are data:/blob: URLs. Frames are
 * only the video players of shared/domain/embeds.ts, the list the client renders from.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'connect-src': "'self'",
  'frame-src': EMBED_HOSTS.map((host) => `https://${host}`).join(' '),
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** A Content-Security-Policy header's text from its directives. */
export const policyText = (directives: Readonly<Record<string, string>>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

export const CONTENT_SECURITY_POLICY = policyText(CSP_DIRECTIVES);

/** On every response: pages, assets, photos, /api fragments and error pages alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  // Every resource is same-origin; other sites may not embed our photos or answers.
  'cross-origin-resource-policy': 'same-origin',
  // frame-ancestors covers current browsers; this covers the ones before CSP 2.
  'x-frame-options': 'DENY',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** HSTS only over HTTPS (RFC 6797 §7.2): behind a proxy, request.protocol needs TRUST_PROXY. */
export const wantsHsts = (request: FastifyRequest): boolean => request.protocol === 'https';

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A server-written page allows its own style attributes by hash (static/serverRender.ts).
    const pagePolicy = reply.getHeader('content-security-policy');
    reply.headers(SECURITY_HEADERS);
    if (typeof pagePolicy === 'string') reply.header('content-security-policy', pagePolicy);
    if (wantsHsts(request)) reply.header('strict-transport-security', HSTS);
    // Fastify sets neither; a proxy or plugin that adds them would tell attackers the stack.
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    return payload;
  });
}
