/** Writes docs/machines.md from the machine definitions: `npx tsx scripts/gen-machine-docs.ts`. */
import { writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const file = path.resolve(__dirname, '../docs/machines.md');

// The machines' modules reach components that import their own .css (webpack's job in the build,
// a stub in jest); Node cannot load CSS, so here each one loads as nothing.
(Module as unknown as { _extensions: Record<string, (m: unknown) => void> })._extensions['.css'] =
  () => undefined;

// Formatted as `prettier --check .` wants it, so that the generated file passes the lint.
async function main() {
  const { machineDocs } = await import('../src/client/features/qa/machineDocs');
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(machineDocs(), { ...options, parser: 'markdown' }));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

void main();
