import { writeFileSync } from 'node:fs';
import { renderProtocolDoc } from '../src/shared/protocol/protocolDoc';
import { renderWireFlags } from '../src/shared/protocol/wireFlagsDoc';

writeFileSync('docs/protocol.md', renderProtocolDoc());
console.log('docs/protocol.md written');
writeFileSync('src/shared/protocol/wireFlags.ts', renderWireFlags());
console.log('src/shared/protocol/wireFlags.ts written');
