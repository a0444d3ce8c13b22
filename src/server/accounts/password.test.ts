import { hashPassword, needsRehash, passwords, verifyPassword } from './password';

describe('scrypt password hashes', () => {
  it('are self-describing: scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('monsoon evenings', 1024);
    const [name, n, r, p, salt, key] = stored.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await hashPassword('monsoon evenings', 1024)).not.toBe(stored);
  });

  it('verify with the parameters stored in the hash, not the current ones', async () => {
    const cheap = await hashPassword('monsoon evenings', 16);
    const costly = passwords(2048);
    expect(await costly.verify('monsoon evenings', cheap)).toBe(true);
    expect(await costly.verify('monsoon evening', cheap)).toBe(false);
    expect(costly.needsRehash(cheap)).toBe(true);
    expect(costly.needsRehash(await costly.hash('x'))).toBe(false);
  });

  it('runs OWASP cost (N = 2^17) within the memory limit it sets', async () => {
    const stored = await hashPassword('monsoon evenings', 2 ** 17);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('monsoon evenings', stored)).toBe(true);
  });

  it.each([
    '',
    'plain text',
    'bcrypt$10$abc',
    'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5',
    `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5`,
    'scrypt$1024$8$1$$',
  ])('never match a malformed or absurd stored value %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
    expect(needsRehash(stored, 1024)).toBe(true);
  });

  it('spend the work on unknown accounts too, and always say no', async () => {
    expect(await passwords(1024).verifyUnknown('monsoon evenings')).toBe(false);
  });
});
