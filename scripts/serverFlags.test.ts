import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './lib/serverFlags.mjs';

// The site server runs with the same node flags however it is started: `npm start` and the bench
// import them; the systemd unit in docs/operations.md is copied by hand, so it is read here.
it('the systemd unit of docs/operations.md starts node with the flags npm start uses', () => {
  const doc = readFileSync(join(__dirname, '..', 'docs', 'operations.md'), 'utf8');
  const execStart = /^ExecStart=\/usr\/bin\/node (.*) dist\/server\/main\.js$/m.exec(doc)?.[1];
  expect(execStart?.split(' ')).toEqual(SERVER_NODE_FLAGS);
});
