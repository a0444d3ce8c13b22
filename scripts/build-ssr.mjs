// `node scripts/build-ssr.mjs [outfile]`: only the page writer (tests build their own copy).
import { buildSsr } from './lib/buildSsr.mjs';

await buildSsr(process.cwd(), process.argv[2]);
