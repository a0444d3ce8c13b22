/** Renders docs/protocol.md from the registry, so the documentation cannot drift from the code. */
import { buildCall } from './form';
import { CURL_TYPES, registry, type CurlType } from './registry';
import { encodeAnswer, STATUS } from './wire';

const INTRO = `# The protocol

Generated from \`src/shared/protocol/registry.ts\` by \`npm run docs:protocol\`; do not edit by hand.

Every call is a form post (\`application/x-www-form-urlencoded\`) to \`POST /api?pm={curl_type}\`. The body
carries \`curl_type\` (equal to \`pm\`), \`res_func\` (the name of the caller's callback, echoed nowhere and kept
for compatibility), \`only_cms=d\` on the content calls, and the call's own fields under the names requirements §7 gives.

The answer is always an HTML fragment, \`text/html; charset=utf-8\`:

\`\`\`html
<div id="resP">result text, its &, < and > escaped as entities</div><div id="resPS">status</div>
\`\`\`

\`resP\` holds JSON for data answers and a plain message for actions. \`resPS\` holds the status:

| status | meaning |
| --- | --- |
| \`${STATUS.data}\` | data: \`resP\` is JSON |
| \`${STATUS.done}\` | action done: \`resP\` is the message to show |
| \`${STATUS.fail}\` | failure or no data: \`resP\` says why in plain words |
| \`${STATUS.invalid}\` | validation failure: \`resP\` is the message to show |
| \`${STATUS.notValidated}\` | login of an account still awaiting verification by the team |

Clients read the \`textContent\` of the two elements and never insert the fragment into a page. Bad input (an
unknown \`pm\`, a \`curl_type\` that differs from \`pm\`, a repeated or unknown field, a missing required field,
a malformed or over-size body) is answered with a well-formed fragment with status \`0\` or \`-10\`, never a
stack trace.

**Second post style.** Requirements §7.7 also names a serialised form posted to a control script with \`pm={m_type}\`.
The service answers it at the same \`/api\`: the body carries \`m_type\` in place of \`curl_type\`, and everything
else (fields, answer, statuses) is the same.

**Access.** \`visitor\`: anyone. \`member\`: the body must carry a valid \`local_token\` (issued by \`logint\` or
\`logotp\`); without one the answer is status \`0\` with "${'Please log in to continue.'}". \`team\`: the trust's
staff, signed in to the team console (\`staffSignIn\` with email and password, then \`staffTotp\` with the
authenticator's 6-digit code): the body carries \`staff_token\` (a member's \`local_token\` opens no team call), and
each team call lists the staff roles (\`admin\`, \`verifier\`, \`editor\`) that may make it; any other caller is
answered status \`0\`.

**Language.** The content calls (\`getPgData\`, \`getPgDataWithChild\`, \`getPgDataRecentArticles\`,
\`searchContent\`), the menus (\`getAccessToken\`) and \`getSiteSettings\` take an optional \`lang\`: with
\`hi\` each text field that has a Hindi version (src/shared/domain/hindiText.ts) answers it whole and every
other field its English, never a mix inside one field; \`searchContent\` searches the Hindi texts too. Any
other value, or none, answers English exactly as before. Addresses (\`uri_key\`, \`col2\` of a menu) are the
same in both languages.
`;

/** `team (admin, verifier)` for a team call; else the access itself. */
function who(type: CurlType): string {
  const spec = registry[type];
  return spec.access === 'team' ? `team (${(spec.staff ?? []).join(', ')})` : spec.access;
}

function entry(type: CurlType): string {
  const spec = registry[type];
  const { path, body } = buildCall(type, spec.example as Record<string, string>, {
    onlyCms: spec.onlyCms,
  });
  const fields = (names: readonly string[]) =>
    names.length ? names.map((n) => `\`${n}\``).join(', ') : '—';
  const sample =
    spec.kind === 'data'
      ? encodeAnswer({ status: STATUS.data, text: '{…}' })
      : encodeAnswer({ status: STATUS.done, text: '…message…' });
  return `## ${type}

${spec.summary}

- Who may call: **${who(type)}** · kind: ${spec.kind}${spec.onlyCms ? ' · sends `only_cms=d`' : ''}
- Required fields: ${fields(spec.required)}
- Optional fields: ${fields(spec.optional)}
- Answer: ${spec.answer}

\`\`\`http
POST ${path}
Content-Type: application/x-www-form-urlencoded

${body}
\`\`\`

\`\`\`html
${sample}
\`\`\`
`;
}

export function renderProtocolDoc(): string {
  const table = [
    '| curl_type | who | kind | required fields |',
    '| --- | --- | --- | --- |',
    ...CURL_TYPES.map((t) => {
      const s = registry[t];
      return `| [${t}](#${t.toLowerCase()}) | ${who(t)} | ${s.kind} | ${s.required.join(', ') || '—'} |`;
    }),
  ].join('\n');
  return `${INTRO}\n## The calls\n\n${table}\n\n${CURL_TYPES.map(entry).join('\n')}`;
}
