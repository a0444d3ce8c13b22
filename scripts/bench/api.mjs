// Wire calls to a given server (requirements §7: a form post to /api?pm={type}). The answer decoding is
// e2e/lib/service.mjs's; the base URL is a parameter because the bench runs several servers.
// service.mjs is imported at the first call, not here: its config reads BASE_URL once, when first
// imported, and run.mjs sets BASE_URL only once the site server is up.
const service = () => import('../../e2e/lib/service.mjs');

/** The form body of one call, as the client sends it. */
export const formBody = (type, fields = {}) =>
  new URLSearchParams({ curl_type: type, res_func: 'x', ...fields }).toString();

/** Headers of a call as the site's own page sends it (the server refuses other origins). */
export const callHeaders = (baseUrl) => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin: new URL(baseUrl).origin,
});

/** One call; resolves to { http, status, text, value } (value: the JSON of a data answer). */
export async function api(baseUrl, type, fields = {}) {
  const res = await fetch(`${baseUrl}/api?pm=${encodeURIComponent(type)}`, {
    method: 'POST',
    headers: callHeaders(baseUrl),
    body: formBody(type, fields),
  });
  const html = await res.text();
  const { decodeFragment } = await service();
  const answer = decodeFragment(html) ?? { status: null, text: html.slice(0, 300) };
  let value;
  try {
    value = answer.status === '1' ? JSON.parse(answer.text) : undefined;
  } catch {
    value = undefined;
  }
  return { http: res.status, ...answer, value };
}

/** Like api(), but throws with the answer unless resPS is `want`. */
export async function expectAnswer(baseUrl, type, fields, want = '1') {
  const a = await api(baseUrl, type, fields);
  if (a.status !== want)
    throw new Error(`${type} answered HTTP ${a.http}, resPS ${a.status}: ${a.text.slice(0, 200)}`);
  return a;
}

const NOT_ENTRIES = /banner|scroll_message|hero/;

/** A detail page of the content: the first blog entry whose getPgDataWithChild answers. */
export async function findDetail(baseUrl) {
  const { value } = await expectAnswer(baseUrl, 'getPgData', { loc: 'blogs' });
  // As e2e/lib/routes.mjs: entries of listing sections, not banners; a top_text row is a heading.
  const records = [...(value.sections ?? [])]
    .sort((a, b) => Number(NOT_ENTRIES.test(a.type)) - Number(NOT_ENTRIES.test(b.type)))
    .flatMap((s) => s.records ?? []);
  for (const r of records.filter((x) => x.uri_key && x.col1 && x.col10 !== 'top_text')) {
    const fields = { loc: 'blogs', uri_key: r.uri_key };
    const detail = await api(baseUrl, 'getPgDataWithChild', fields);
    if (detail.status === '1' && detail.value?.record?.id === r.id)
      return { path: `/blogs/${encodeURIComponent(r.uri_key)}`, fields };
  }
  throw new Error('no blog entry has a detail page (getPgDataWithChild)');
}
