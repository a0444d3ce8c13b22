// Member accounts for the browser tests: complete registrations, the team's verify command on the
// server's own data dir, the mail outbox, and the wire calls that set up what a journey does not
// itself test (registering the other members, a gallery photo).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { call, describeAnswer } from './service.mjs';

/** The server's data dir; scripts/e2e.mjs passes it on. */
export const DATA_DIR = process.env.DATA_DIR ?? '';

const TEAM_CLI = fileURLToPath(new URL('../../dist/server/cli/team.js', import.meta.url));

/** Letters only (a name or a city must not look like a number): a run's own tag. */
const RUN = Date.now()
  .toString(36)
  .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
let serial = 0;

/** Names, email and mobile no other member of this data dir has. */
export function uniqueIdentity(first) {
  serial += 1;
  const tag = `${RUN}${'abcdefghij'[serial % 10]}${serial}`;
  const digits = String(Date.now()).slice(-7) + String(serial).padStart(2, '0');
  return {
    first,
    email: `${first.toLowerCase()}.${tag}@example.com`,
    mobile: `9${digits}`,
    tag,
  };
}

/** A city name only this run's members live in, so a search by city finds exactly them. */
export const uniqueCity = (base) => `${base} ${RUN}`;

/** The date of birth of someone `years` old today (UTC, as the service counts). */
export function dobForAge(years) {
  const d = new Date();
  return `${d.getUTCFullYear() - years}-03-15`;
}

/**
 * A complete register_member payload (requirements §3, §5). `over` replaces fields; the gotras differ per
 * member so that "hide same-gotra matches" (on by default) does not hide one from another.
 */
export function registration({ first, last = 'Agarwal', email, mobile }, over = {}) {
  const password = over.password ?? 'green valley morning tea';
  return {
    mem_name: `${first} ${last}`,
    gender: 'Male',
    marital_status: 'Unmarried',
    height: '172',
    skin_color: 'Fair',
    dob: dobForAge(27),
    birth_time: '06:30',
    birth_place: 'Jaipur',
    max_qualification: 'Graduation',
    max_qualification_det: 'B.Com from Rajasthan University',
    occupation: 'Accountant',
    self_anum: '8',
    state_nm: 'Rajasthan',
    city_nm: 'Jaipur',
    address: '12 Gandhi Path, Vaishali Nagar',
    landmark: 'Near the water tank',
    pincode: '302021',
    contact_no: mobile,
    email_id: email,
    father_nm: `Ramesh ${last}`,
    father_occup: 'Trader',
    father_contact: '',
    mother_name: `Sunita ${last}`,
    mother_occup: 'Teacher',
    mother_contact: '',
    family_anum: '15',
    self_goutra: 'Garg',
    mama_goutra: 'Bansal',
    mangalic_status: 'General',
    brother_status: 'No Brother',
    brother_det: '',
    sister_status: 'No Sister',
    sister_det: '',
    ref_one_nm: '',
    ref_one_contact: '',
    ref_two_nm: '',
    ref_two_contact: '',
    registered_by: 'Self',
    ...over,
    password,
    re_password: password,
    consent: '1',
  };
}

/** register_member through the wire; throws with the service's answer unless it took it. */
export async function registerByWire(fields) {
  const answer = await call('register_member', fields, { onlyCms: false });
  if (answer.status !== '001')
    throw new Error(`register_member(${fields.email_id}) answered ${describeAnswer(answer)}`);
  return answer;
}

/** `team <args…>` against the server's data dir: { code, out, err }. */
export function team(...args) {
  if (!DATA_DIR) throw new Error('DATA_DIR is not set: run the tests with `npm run test:e2e`.');
  if (!existsSync(TEAM_CLI)) throw new Error(`${TEAM_CLI} is missing: run \`npm run build\`.`);
  // scripts/e2e.mjs sets DATABASE_URL to the server's own ('' on SQLite).
  const env = { ...process.env, DATA_DIR };
  const run = spawnSync(process.execPath, [TEAM_CLI, ...args], {
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

/** Verifies a registration with the team command; throws with its output when it refuses. */
export function verify(email) {
  const r = team('verify', email);
  if (r.code !== 0)
    throw new Error(`team verify ${email} exited ${r.code}: ${r.err || r.out || '(no output)'}`);
  return r.out;
}

/** Registers and verifies a member through the wire and the team command. */
export async function verifiedMember(identity, over = {}) {
  const fields = registration(identity, over);
  await registerByWire(fields);
  verify(identity.email);
  return { ...identity, fields, name: fields.mem_name, password: fields.password };
}

/** logint through the wire: the session token; throws unless the login worked. */
export async function wireLogin(email, password) {
  const answer = await call('logint', { p1: email, p2: password }, { onlyCms: false });
  if (answer.status !== '1' || !answer.value?.local_token)
    throw new Error(`logint(${email}) answered ${describeAnswer(answer)}`);
  return answer.value.local_token;
}

/** uploadProPic through the wire (upd_for 'profile' or 'other'); throws unless it was saved. */
export async function wireUpload(token, jpeg, kind) {
  const answer = await call(
    'uploadProPic',
    {
      local_token: token,
      pro_pic: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      upd_for: kind,
    },
    { onlyCms: false },
  );
  if (answer.status !== '001') throw new Error(`uploadProPic answered ${describeAnswer(answer)}`);
}

/** A small JPEG of a colour gradient (a photo the service will accept and re-encode). */
export function makeJpeg(width = 320, height = 400, hue = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = hue;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

// --- the mail outbox (DATA_DIR/outbox/*.eml, named so that they sort in sending order) ---

const outboxDir = () => join(DATA_DIR, 'outbox');

/** The outbox's file names, oldest first. */
export function outboxFiles() {
  const dir = outboxDir();
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
}

const decodeQuotedPrintable = (s) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/** Reads one .eml: { to, subject, text } (the text/plain part, transfer encoding undone). */
export function readMail(file) {
  const raw = readFileSync(join(outboxDir(), file), 'utf8');
  const header = (block, name) =>
    new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
      .exec(block)?.[1]
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim() ?? '';
  const split = (s) => {
    const at = s.search(/\r?\n\r?\n/);
    return at < 0 ? [s, ''] : [s.slice(0, at), s.slice(at).replace(/^\r?\n\r?\n/, '')];
  };
  const [head, body] = split(raw);
  let textHead = head;
  let text = body;
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (boundary) {
    const part = body
      .split(`--${boundary}`)
      .map((p) => split(p.replace(/^\r?\n/, '')))
      .find(([h]) => /text\/plain/i.test(header(h, 'Content-Type')));
    [textHead, text] = part ?? ['', ''];
  }
  const encoding = header(textHead, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(text);
  else if (encoding === 'base64') text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString();
  return { to: header(head, 'To'), subject: header(head, 'Subject'), text };
}

/**
 * Waits (up to `timeout` ms: mails leave after the answer) for a mail to `email` that was not in
 * `before` (a list of outbox names) and whose text matches `pattern`; resolves to the match.
 */
export async function waitForMail(email, pattern, before = [], timeout = 10_000) {
  const seen = new Set(before);
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    for (const file of outboxFiles().reverse()) {
      if (seen.has(file)) continue;
      const mail = readMail(file);
      const match = mail.to.toLowerCase().includes(email.toLowerCase())
        ? pattern.exec(mail.text)
        : null;
      if (match) return { file, mail, match };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `no new mail to ${email} matching ${pattern} in ${outboxDir()} within ${timeout} ms ` +
      `(outbox: ${outboxFiles().slice(-5).join(', ') || 'empty'})`,
  );
}

/** The 6-digit code of the newest password-reset mail to `email` sent after `before`. */
export async function waitForOtp(email, before) {
  const { match } = await waitForMail(email, /reset your password is (\d{6})\b/, before);
  return match[1];
}
