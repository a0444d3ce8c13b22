import { writeFileSync } from 'node:fs';
import { renderProtocolDoc } from '../src/shared/protocol/protocolDoc';

writeFileSync('docs/protocol.md', renderProtocolDoc());
console.log('docs/protocol.md written');
