// Loaded into a bench server with `node --require` (apiLoad.mjs, STATEMENT_TIMES=1): times every
// SQLite statement the server runs, by its text, and writes the totals as JSON to
// STATEMENT_TIMES_FILE when the process exits. A CPU profile shows the driver's time as one
// function; this says which statements it is spent on (issue #19 item 4: getMembers spent about
// a third of its CPU in SQL, most of it on the page's one statement). Measures only: the timing
// adds a little to each statement, so read the shares, not the throughput, of such a run.
const { writeFileSync } = require('node:fs');
const Database = require('better-sqlite3');

const OUT = process.env.STATEMENT_TIMES_FILE;
const totals = new Map();
// get, all and run do their work inside the call; iterate's rows come later, so it is left out.
const TIMED = ['all', 'get', 'run'];

function wrapStatements(proto) {
  for (const method of TIMED) {
    const original = proto[method];
    proto[method] = function timed(...args) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const us = Number(process.hrtime.bigint() - started) / 1000;
        const text = this.source.replace(/\s+/g, ' ');
        const total = totals.get(text) ?? { calls: 0, us: 0 };
        total.calls += 1;
        total.us += us;
        totals.set(text, total);
      }
    };
  }
}

// Every statement shares one prototype, wrapped once here through a statement of a throwaway
// database. Patching prepare instead wrapped it again on each call the server's statement cache
// made through its own kept reference to prepare, counting every call two or three times.
const probe = new Database(':memory:');
wrapStatements(Object.getPrototypeOf(probe.prepare('select 1')));
probe.close();

if (OUT) {
  process.on('exit', () => {
    const rows = [...totals].map(([sql, t]) => ({ sql, ...t }));
    writeFileSync(OUT, JSON.stringify(rows.sort((a, b) => b.us - a.us)));
  });
}
