import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, stepAt, totpAt } from './totp';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; 8-digit codes.
const SEED = Buffer.from('12345678901234567890');
const VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

it.each(VECTORS)('gives the RFC 6238 SHA-1 code at T=%i', (seconds, code) => {
  expect(hotp(SEED, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
});

it('gives the RFC 4226 HOTP codes (Appendix D)', () => {
  const codes = ['755224', '287082', '359152', '969429', '338314'];
  codes.forEach((code, counter) => expect(hotp(SEED, counter)).toBe(code));
});

it('round-trips base32 and reads the RFC seed in base32', () => {
  const secret = base32Encode(SEED);
  expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  expect(base32Decode(secret).equals(SEED)).toBe(true);
  // 6-digit code of the first RFC vector: the last six digits of the 8-digit one.
  expect(totpAt(secret, new Date(59_000))).toBe('287082');
});

describe('matchTotp', () => {
  const secret = base32Encode(SEED);
  const now = new Date(1234567890_000);
  const step = stepAt(now);
  const codeAt = (s: number) => hotp(SEED, s);

  it('accepts the current step and one step either side', () => {
    expect(matchTotp(secret, codeAt(step), now, 0)).toBe(step);
    expect(matchTotp(secret, codeAt(step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(step + 1), now, 0)).toBe(step + 1);
  });

  it('refuses a stale code (two steps old), a wrong code and a malformed one', () => {
    expect(matchTotp(secret, codeAt(step - 2), now, 0)).toBeNull();
    expect(matchTotp(secret, codeAt(step + 2), now, 0)).toBeNull();
    const wrong = String((Number(codeAt(step)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(secret, wrong, now, 0)).toBeNull();
    expect(matchTotp(secret, '12345', now, 0)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, 0)).toBeNull();
  });

  it('refuses a code of a step already used (or older)', () => {
    expect(matchTotp(secret, codeAt(step), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(step + 1), now, step)).toBe(step + 1);
  });
});

it('writes the otpauth URI an authenticator reads', () => {
  const uri = otpauthUri('ABC234', 'desk@trust.example', 'Samaj Trust');
  expect(uri).toBe(
    'otpauth://totp/Samaj%20Trust%3Adesk%40trust.example?secret=ABC234&issuer=Samaj+Trust&algorithm=SHA1&digits=6&period=30',
  );
});
