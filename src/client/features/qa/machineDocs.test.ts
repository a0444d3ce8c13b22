import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { machineDocs } from './machineDocs';

describe('docs/machines.md', () => {
  it('is current: regenerate it with `npx tsx scripts/gen-machine-docs.ts`', () => {
    const root = path.resolve(__dirname, '../../../..');
    const file = path.join(root, 'docs/machines.md');
    // Prettier runs apart: its ESM loading does not work inside Jest.
    const formatted = execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--stdin-filepath', file],
      { input: machineDocs(), encoding: 'utf8' },
    );
    expect(readFileSync(file, 'utf8')).toBe(formatted);
  });

  it('lists every state and event of both machines with its target', () => {
    const docs = machineDocs();
    expect(docs).toContain(
      '| loggingIn | login.succeeded | — | done | storeLogin {"notice":"Login Successfully.."}, goHome |',
    );
    expect(docs).toContain('| (any state) | flow.reset | — | login |');
    expect(docs).toContain(
      '| answering | request.answered | chose {"answer":"Accepted"} | accepted |',
    );
    expect(docs).toContain('| redirecting | (entry) |');
  });
});
