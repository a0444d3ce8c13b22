// The node flags and environment the site server runs with: `npm start` and the bench use these,
// and docs/operations.md's systemd unit writes them out (scripts/serverFlags.test.ts checks it).
//
// --max-semi-space-size=4: V8 grows the young generation to 2 × 16 MB under load and keeps it;
// at 4 MB the server's RSS after a load run was ~20 MB lower (175 → 154 MB on getMembers, this
// machine, 2026-12-05) with throughput within the runs' noise (±5 %), since the site's requests
// leave little alive for a scavenge to copy (issue #19: RSS ≤ 200 MB after the bench's load).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

// MALLOC_ARENA_MAX=2: libvips (sharp) resizes on its own threads, and glibc gives each thread a
// malloc arena of its own that it rarely hands back; making every content picture's WebP widths
// left the server at 220 MB, and at 167–179 MB with two arenas (this machine, 2026-12-06; sharp's
// documentation gives the same advice). An operator's own value of the variable wins.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The server's environment: SERVER_ENV under what the caller already set. */
export const serverEnv = (env) => ({ ...SERVER_ENV, ...env });
