/**
 * What must never reach a log (docs/operations.md): email addresses, mobile numbers, passwords,
 * one-time codes, tokens and tickets. Values under these keys are replaced whatever they hold; strings
 * anywhere else (messages, error texts such as a database's "Key (email)=(…) already exists")
 * lose anything that looks like an email address, a phone number or a long token.
 */
const SECRET_KEYS =
  /^(e?mail(_id)?|email_.*|.*_email|mobile|contact(_no)?|phone|.*_phone|password.*|.*_password|p1.*|p2|p1_otp|otp.*|.*_otp|code|code_hash|.*token.*|authorization|cookie|set-cookie|secret|.*_secret|sig|ref_id|ticket)$/i;

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[A-Za-z]{2,}/g;
// 10 to 12 digits, spaces or dashes allowed between groups: Indian mobiles with or without +91.
const PHONE = /(?<![\w.])\+?\d(?:[\s-]?\d){9,11}(?![\w.])/g;
// Session tokens are 43 characters of base64url (hex digests, e.g. the content's hash, stay).
const TOKEN = /(?<![\w-])[A-Za-z0-9_-]{32,}(?![\w-])/g;

// One-time codes are 6 digits; in text any lone 6-digit number is treated as one.
const CODE = /(?<![\w.:/-])\d{6}(?![\w.:/-])/g;

export const REDACTED = '[redacted]';

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(TOKEN, (m) => (/^[0-9a-f]+$/i.test(m) ? m : '[token]'))
    .replace(PHONE, '[number]')
    .replace(CODE, '[code]');
}

const MAX_DEPTH = 12;

/** A copy of a log line's fields (already plain JSON) with secrets removed. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (depth === 0 && LINE_KEYS.has(key)) out[key] = v;
    else if (SECRET_KEYS.test(key) && v !== undefined && v !== null) out[key] = REDACTED;
    else out[key] = scrub(v, depth + 1);
  }
  return out;
}

/** pino's own fields of a line: a request id is a UUID, which would look like a token. */
const LINE_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'responseTime']);

// The same shapes, found anywhere in a line's text (no /g: `test` keeps no state).
const ANY_SHAPE = [TOKEN, PHONE, CODE].map((re) => new RegExp(re.source));
/** pino's opening of a request's line: level, time, pid, hostname and the request id (a UUID). */
const OPENING = /^\{"level":\d+,"time":\d+,"pid":\d+,"hostname":"[^"\\]*","reqId":"[\w-]*"/;
/** A key of a JSON text: a string followed by a colon (a value is never followed by one). */
const KEY = /"((?:[^"\\]|\\.)*)":/g;

/**
 * Whether scrub would leave a line as it is: nothing after pino's own opening has the shape of
 * an email, phone, token or code, and no key is a secret one. Looser than scrub (a digit run in
 * a number counts too), so a line it passes is one scrub would not change; the two lines of
 * every request are, and skip the parse, the walk and the serialisation (issue #19 item 4).
 */
function unchanged(line: string): boolean {
  const opening = OPENING.exec(line);
  if (!opening || !line.endsWith('}\n')) return false;
  const rest = line.slice(opening[0].length);
  if (rest.includes('@') || ANY_SHAPE.some((re) => re.test(rest))) return false;
  for (const [, key = ''] of rest.matchAll(KEY)) {
    if (key.includes('\\') || SECRET_KEYS.test(key)) return false;
  }
  return true;
}

/** One serialized log line (JSON, as pino writes it), scrubbed; text that is not JSON too. */
export function scrubLine(line: string): string {
  if (unchanged(line)) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return scrubText(line);
  }
  return `${JSON.stringify(scrub(parsed))}\n`;
}
