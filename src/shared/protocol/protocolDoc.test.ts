import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderProtocolDoc } from './protocolDoc';
import { CURL_TYPES } from './registry';
import { renderWireFlags } from './wireFlagsDoc';

describe('docs/protocol.md', () => {
  it('is what the registry generates (run `npm run docs:protocol` after changing a call)', () => {
    const committed = readFileSync(join(__dirname, '../../../docs/protocol.md'), 'utf8');
    expect(committed).toBe(renderProtocolDoc());
  });

  it('src/shared/protocol/wireFlags.ts is what the registry generates (same command)', () => {
    const committed = readFileSync(join(__dirname, 'wireFlags.ts'), 'utf8');
    expect(committed).toBe(renderWireFlags());
  });

  it('documents every curl_type with an example', () => {
    const doc = renderProtocolDoc();
    for (const t of CURL_TYPES) expect(doc).toContain(`POST /api?pm=${t}`);
  });
});
