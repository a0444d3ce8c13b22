import { hashPassword } from '../../../../src/server/accounts/password';
import type { Config } from '../../../../src/server/config';
import { openDatabase } from '../../../../src/server/plugins/db';
import { setPasswordHash } from '../../../../src/server/accounts/repositories/members';
import { PASSWORD } from '../../helpers/accounts';
import { addMember, type MemberOverrides } from '../../helpers/members';

export { PASSWORD };

export interface SeededMember {
  id: number;
  email: string;
}

/**
 * Verified members who can log in with PASSWORD, stored straight into the database before any
 * server process starts (opening it also migrates it). The server then knows them as any other.
 */
export async function seedMembers(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'passwordHashN'>,
  members: readonly MemberOverrides[],
): Promise<SeededMember[]> {
  const db = await openDatabase(config);
  try {
    const hash = await hashPassword(PASSWORD, config.passwordHashN);
    const seeded: SeededMember[] = [];
    for (const over of members) {
      const member = await addMember(db, over, new Date());
      await setPasswordHash(db, member.id, hash);
      seeded.push({ id: member.id, email: member.email });
    }
    return seeded;
  } finally {
    await db.destroy();
  }
}
