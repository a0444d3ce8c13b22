// The node flags the site server runs with: `npm start` and the bench use these, and
// docs/operations.md's systemd unit writes them out (scripts/serverFlags.test.ts checks it).
//
// --max-semi-space-size=4: V8 grows the young generation to 2 × 16 MB under load and keeps it;
// at 4 MB the server's RSS after a load run was ~20 MB lower (175 → 154 MB on getMembers, this
// machine, 2026-12-05) with throughput within the runs' noise (±5 %), since the site's requests
// leave little alive for a scavenge to copy (issue #19: RSS ≤ 200 MB after the bench's load).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
