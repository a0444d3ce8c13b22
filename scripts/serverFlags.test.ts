import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS, serverEnv } from './lib/serverFlags.mjs';

// The site server runs with the same node flags and environment however it is started: `npm start`
// and the bench import them; the systemd unit in docs/operations.md is copied by hand, so it is
// read here.
const unit = readFileSync(join(__dirname, '..', 'docs', 'operations.md'), 'utf8');

it('the systemd unit of docs/operations.md starts node with the flags npm start uses', () => {
  const execStart = /^ExecStart=\/usr\/bin\/node (.*) dist\/server\/main\.js$/m.exec(unit)?.[1];
  expect(execStart?.split(' ')).toEqual(SERVER_NODE_FLAGS);
});

it('the systemd unit sets the environment npm start adds', () => {
  const set = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(\S+)$/gm)].map((m) => [m[1], m[2]]),
  );
  for (const [name, value] of Object.entries(SERVER_ENV)) expect(set[name]).toBe(value);
});

it("an operator's own value wins over the server's default environment", () => {
  expect(serverEnv({ MALLOC_ARENA_MAX: '4', PORT: '1' })).toEqual({
    ...SERVER_ENV,
    MALLOC_ARENA_MAX: '4',
    PORT: '1',
  });
  expect(serverEnv({})).toEqual(SERVER_ENV);
});
