import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/** Fields whose values are secrets wherever they appear (call arguments, events, the session). */
const SECRET_KEYS = new Set([
  'p2',
  'password',
  're_password',
  'confirm',
  'p1_newpassword',
  'p1_cong_newpassword',
  'p1_otp',
  'otp',
  'local_token',
  'token',
]);

const MASK = '••••••';

/** A copy with secrets masked and photo data URLs shortened; the store itself is untouched. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.startsWith('data:') && value.length > 120
      ? `${value.slice(0, 40)}… (${value.length} characters)`
      : value;
  }
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEYS.has(k) && typeof v === 'string' && v ? MASK : maskSecrets(v, depth + 1);
  }
  return out;
}

/** Redux DevTools options: what the developer sees, never what the store holds. */
export const sanitizeForDevTools: DevToolsEnhancerOptions = {
  actionSanitizer: <A extends Action>(action: A) => maskSecrets(action) as A,
  stateSanitizer: <S>(state: S) => maskSecrets(state) as S,
};
