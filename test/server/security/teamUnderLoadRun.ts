import { spawn } from 'node:child_process';
import path from 'node:path';
import { callOver } from '../helpers/serverProcess';

/** `npm run team -- …` as the team runs it (tsx src/server/cli/team.ts), on the given env. */
export function runTeamCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('src', 'server', 'cli', 'team.ts'), ...args],
    { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

export interface LoadResult {
  calls: number;
  /** Every answer that was not a success, or a request that failed outright. */
  failures: string[];
  /** Write to Us messages the server acknowledged. */
  messages: string[];
}

/**
 * `loops` callers, each cycling through a page read, a member search and a Write to Us message,
 * until `stop()` answers true.
 */
export async function loadLoops(
  url: string,
  { loops, token, stop }: { loops: number; token: string; stop: () => boolean },
): Promise<LoadResult> {
  const result: LoadResult = { calls: 0, failures: [], messages: [] };
  const expect = async (type: string, fields: Record<string, string>, ok: string) => {
    result.calls += 1;
    try {
      const { wire } = await callOver(url, type, fields);
      if (wire.status !== ok) result.failures.push(`${type}: ${wire.status} ${wire.text}`);
      return wire.status === ok;
    } catch (err) {
      result.failures.push(`${type}: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
  };
  const loop = async (n: number) => {
    for (let i = 0; !stop(); i += 1) {
      await expect('getPgData', { loc: 'home' }, '1');
      const ser_params = '{"gender":"Female","lowRange":"-1","highRange":"-1","page":1}';
      await expect('getMembers', { local_token: token, ser_params }, '1');
      const message = `load ${n}.${i}`;
      const fields = { _name: `Caller ${n}`, contact_no: '9876543210', message };
      if (await expect('addContactRequest', fields, '001')) result.messages.push(message);
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, n) => loop(n)));
  return result;
}
