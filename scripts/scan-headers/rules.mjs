// The header rules of scripts/scan-headers.mjs. Each check reports (check, PASS|FAIL|WARN|INFO, detail).

/** Directives a missing one does not inherit from default-src (ZAP 10055 asks for them). */
const NO_FALLBACK = ['frame-ancestors', 'form-action', 'base-uri'];
const FETCH_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'frame-src',
  'font-src',
  'media-src',
  'object-src',
  'manifest-src',
  'worker-src',
];
/** Sources that allow any host: ZAP's "wildcard directive". */
const WILDCARDS = new Set(['*', 'http:', 'https:', 'http://*', 'https://*']);
const GOOD_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

export function parseCsp(value) {
  const map = new Map();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function checkCsp(headers, report) {
  const raw = headers.get('content-security-policy');
  if (!raw) return report('Content-Security-Policy', 'FAIL', 'missing');
  const csp = parseCsp(raw);
  const sourcesOf = (name) => csp.get(name) ?? csp.get('default-src');
  const problems = [];
  const scripts = sourcesOf('script-src');
  if (!scripts) problems.push('no script-src or default-src');
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", 'data:']) {
    if (scripts?.includes(bad)) problems.push(`script-src allows ${bad}`);
  }
  if (sourcesOf('style-src')?.includes("'unsafe-inline'")) problems.push('style-src allows inline');
  for (const name of FETCH_DIRECTIVES) {
    const wild = (csp.get(name) ?? []).filter((s) => WILDCARDS.has(s.toLowerCase()));
    if (wild.length) problems.push(`${name} allows ${wild.join(' ')}`);
  }
  const objects = sourcesOf('object-src');
  if (!objects?.includes("'none'")) problems.push("object-src is not 'none'");
  for (const name of NO_FALLBACK) if (!csp.has(name)) problems.push(`no ${name}`);
  const ancestors = csp.get('frame-ancestors') ?? [];
  if (ancestors.some((s) => WILDCARDS.has(s))) problems.push('frame-ancestors allows any site');
  report('Content-Security-Policy', problems.length ? 'FAIL' : 'PASS', problems.join('; '));
}

function checkClickjacking(headers, report) {
  const ancestors = parseCsp(headers.get('content-security-policy')).get('frame-ancestors');
  const xfo = (headers.get('x-frame-options') ?? '').toUpperCase();
  const byCsp = ancestors && ancestors.every((s) => ["'none'", "'self'"].includes(s));
  const byXfo = xfo === 'DENY' || xfo === 'SAMEORIGIN';
  const detail = `frame-ancestors ${ancestors?.join(' ') ?? '(none)'}; X-Frame-Options ${xfo || '(none)'}`;
  report('anti-clickjacking', byCsp || byXfo ? 'PASS' : 'FAIL', detail);
}

function checkBanners(headers, report) {
  const server = headers.get('server');
  if (server && /\d/.test(server)) report('Server banner', 'FAIL', `leaks a version: ${server}`);
  else if (server) report('Server banner', 'WARN', `present: ${server}`);
  else report('Server banner', 'PASS', 'absent');
  const powered = headers.get('x-powered-by');
  report('X-Powered-By', powered ? 'FAIL' : 'PASS', powered ? `present: ${powered}` : 'absent');
}

function checkCookies(headers, https, report) {
  const cookies = headers.getSetCookie?.() ?? [];
  if (cookies.length === 0) return report('cookies', 'PASS', 'none set');
  for (const cookie of cookies) {
    const name = cookie.split('=')[0];
    const missing = [/;\s*httponly/i, /;\s*samesite=(strict|lax)/i, https ? /;\s*secure/i : /./]
      .map((re, i) => (re.test(cookie) ? null : ['HttpOnly', 'SameSite', 'Secure'][i]))
      .filter(Boolean);
    report(`cookie ${name}`, missing.length ? 'FAIL' : 'PASS', missing.join(', '));
  }
}

function checkCaching(headers, kind, report) {
  const cc = (headers.get('cache-control') ?? '').toLowerCase();
  if (kind === 'html') {
    const ok = /no-cache|no-store|max-age=0|must-revalidate/.test(cc);
    report('Cache-Control (page)', ok ? 'PASS' : 'FAIL', cc || 'missing');
  } else if (kind === 'api') {
    report('Cache-Control (api)', cc.includes('no-store') ? 'PASS' : 'FAIL', cc || 'missing');
  } else if (kind === 'asset') {
    const ok = cc.includes('immutable') || /max-age=\d{6,}/.test(cc);
    report('Cache-Control (asset)', ok ? 'PASS' : 'WARN', cc || 'missing');
  }
}

function checkPolicies(headers, https, report) {
  const nosniff = (headers.get('x-content-type-options') ?? '').toLowerCase() === 'nosniff';
  report(
    'X-Content-Type-Options',
    nosniff ? 'PASS' : 'FAIL',
    headers.get('x-content-type-options') ?? 'missing',
  );
  const referrer = (headers.get('referrer-policy') ?? '').toLowerCase();
  const last = referrer.split(',').pop()?.trim() ?? '';
  report('Referrer-Policy', GOOD_REFERRER.includes(last) ? 'PASS' : 'FAIL', referrer || 'missing');
  const permissions = headers.get('permissions-policy');
  report('Permissions-Policy', permissions ? 'PASS' : 'FAIL', permissions ?? 'missing');
  const coop = (headers.get('cross-origin-opener-policy') ?? '').toLowerCase();
  report(
    'Cross-Origin-Opener-Policy',
    coop.startsWith('same-origin') ? 'PASS' : 'FAIL',
    coop || 'missing',
  );
  const acao = headers.get('access-control-allow-origin');
  report(
    'CORS',
    acao === '*' ? 'FAIL' : 'PASS',
    acao ? `Access-Control-Allow-Origin ${acao}` : 'not shared',
  );
  const hsts = headers.get('strict-transport-security');
  if (!https) return report('HSTS', 'INFO', 'not checked over http');
  const age = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? 0);
  report('HSTS', age >= 31536000 ? 'PASS' : 'FAIL', hsts ?? 'missing');
}

/** Every header rule on one response. */
export function checkResponse(response, { kind, https }, report) {
  const { headers } = response;
  checkCsp(headers, report);
  checkClickjacking(headers, report);
  checkPolicies(headers, https, report);
  checkBanners(headers, report);
  checkCookies(headers, https, report);
  checkCaching(headers, kind, report);
}

/** The page itself: nothing inline that the CSP would block, no script from another site. */
export function checkHtml(html, origin, report) {
  const withoutNoscript = html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  // A data block (type="application/json" and the like) is never run, so the CSP does not apply.
  const runnable = (attrs) => {
    const type = /\btype=["']?([^"' >]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    return (
      type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
    );
  };
  const inline = scripts.filter(
    ([, attrs, body]) => runnable(attrs) && !/\bsrc=/i.test(attrs) && body.trim(),
  );
  report('inline scripts', inline.length ? 'FAIL' : 'PASS', `${inline.length} found`);
  const foreign = scripts
    .map(([, attrs]) => /\bsrc=["']?([^"' >]+)/i.exec(attrs)?.[1])
    .filter((src) => src && new URL(src, origin).origin !== origin);
  report('cross-domain scripts', foreign.length ? 'FAIL' : 'PASS', foreign.join(' '));
  const styles = (withoutNoscript.match(/\sstyle=|<style\b/gi) ?? []).length;
  // Inside <noscript> they are inert while scripts run; elsewhere the CSP blocks them.
  report('inline styles', styles ? 'WARN' : 'PASS', `${styles} outside <noscript>`);
}
