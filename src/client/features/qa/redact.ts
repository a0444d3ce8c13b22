/**
 * What a recording must never hold: secrets (passwords, OTPs, tokens), photo data, and other
 * members' contacts. Applied to every action BEFORE the recorder keeps it, and to the saved final
 * state, so that a replay compares redacted with redacted.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set([
  'password',
  'p2',
  'p1_newpassword',
  'p1_cong_newpassword',
  'confirm',
  're_password',
  'otp',
  'p1_otp',
  'local_token',
  'token',
]);

/** The answers that carry other members' details (requirements §3: contacts only once accepted). */
export const MEMBER_ENDPOINTS = new Set([
  'getMembers',
  'getFriendsMembers',
  'getMemberProfile',
  'getMatches',
]);
const CONTACT_KEY = /contact|email|mobile|phone/i;

// RTK Query cache keys are `endpoint({"local_token":"…",…})`: the token sits inside a string.
const SECRET_IN_TEXT = new RegExp(`"(${[...SECRET_KEYS].join('|')})":"(?:[^"\\\\]|\\\\.)*"`, 'g');

function redactText(text: string): string {
  if (text.startsWith('data:')) return REDACTED;
  return text.includes('":"') ? text.replace(SECRET_IN_TEXT, `"$1":"${REDACTED}"`) : text;
}

interface Walk {
  /** Inside an answer about other members: their contacts go too. */
  members: boolean;
}

function walk(value: unknown, how: Walk, secret: boolean): unknown {
  if (typeof value === 'string') return secret && value !== '' ? REDACTED : redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => walk(v, how, secret));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const hidden =
      secret ||
      SECRET_KEYS.has(key) ||
      (key === 'pro_pic' && isDataUrl(v)) ||
      (how.members && CONTACT_KEY.test(key));
    out[redactText(key)] = walk(v, how, hidden);
  }
  return out;
}

const isDataUrl = (v: unknown) => typeof v === 'string' && v.startsWith('data:');

const endpointOf = (x: unknown): string | undefined => {
  const o = x as { meta?: { arg?: { endpointName?: unknown } }; endpointName?: unknown } | null;
  const name = o?.meta?.arg?.endpointName ?? o?.endpointName;
  return typeof name === 'string' ? name : undefined;
};

/** A redacted copy of a dispatched action; the store still gets the original. */
export function redactAction<A>(action: A): A {
  const members = MEMBER_ENDPOINTS.has(endpointOf(action) ?? '');
  return walk(action, { members }, false) as A;
}

/** A redacted copy of the state, the member answers in RTK Query's cache included. */
export function redactState<S>(state: S): S {
  if (state === null || typeof state !== 'object') return state;
  const out: Record<string, unknown> = {};
  for (const [key, slice] of Object.entries(state)) {
    out[key] = key === 'api' ? redactApi(slice) : walk(slice, { members: false }, false);
  }
  return out as S;
}

function redactApi(api: unknown): unknown {
  if (api === null || typeof api !== 'object') return api;
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(api)) {
    if (key !== 'queries' || part === null || typeof part !== 'object') {
      out[key] = walk(part, { members: false }, false);
      continue;
    }
    const queries: Record<string, unknown> = {};
    for (const [cacheKey, entry] of Object.entries(part)) {
      const members = MEMBER_ENDPOINTS.has(endpointOf(entry) ?? '');
      queries[redactText(cacheKey)] = walk(entry, { members }, false);
    }
    out[key] = queries;
  }
  return out;
}
