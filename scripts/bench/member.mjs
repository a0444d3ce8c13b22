// A member of the site server for the logged-in measurements, made the way the e2e tests make
// one (e2e/lib/members.mjs): a complete registration over the wire, `team verify` on the
// server's data dir, then logint.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Resolves to { email, password, token } of a new verified, logged-in member. */
export async function benchMember(site, { cliDir, dataDir }) {
  // e2e/lib/config.mjs reads BASE_URL when first imported; run.mjs sets it before any import.
  if (process.env.BASE_URL !== site.baseUrl)
    throw new Error(`BASE_URL must be ${site.baseUrl} before e2e/lib is imported`);
  const m = await import('../../e2e/lib/members.mjs');
  const identity = m.uniqueIdentity('Bench');
  const fields = m.registration(identity);
  await m.registerByWire(fields);
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, [join(cliDir, 'team.js'), 'verify', identity.email], {
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0)
    throw new Error(
      `team verify ${identity.email} exited ${run.status}: ${run.stderr}${run.stdout}`,
    );
  const token = await m.wireLogin(identity.email, fields.password);
  return { email: identity.email, password: fields.password, token };
}
