/** Writes docs/machines.md from the machine definitions: `npx tsx scripts/gen-machine-docs.ts`. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { machineDocs } from '../src/client/features/qa/machineDocs';

const file = path.resolve(__dirname, '../docs/machines.md');

// Formatted as `prettier --check .` wants it, so that the generated file passes the lint.
async function main() {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(machineDocs(), { ...options, parser: 'markdown' }));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

void main();
