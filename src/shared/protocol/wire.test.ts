import { CURL_TYPES, registry } from './registry';
import { buildCall, decodeForm } from './form';
import { interpretAnswer } from './interpret';
import {
  STATUS,
  WireFormatError,
  dataAnswer,
  decodeAnswer,
  doneAnswer,
  encodeAnswer,
  escapeHtml,
  unescapeHtml,
  failAnswer,
  invalidAnswer,
  notValidatedAnswer,
} from './wire';

const hostile = `<img src=x onerror=alert(1)> "quoted" & 'single' </div><div id="resPS">1</div> नमस्ते 🙏`;

describe('wire answers', () => {
  it.each(CURL_TYPES)('round-trips the registry example of %s as a request', (type) => {
    const spec = registry[type];
    const { path, body } = buildCall(type, spec.example as Record<string, string>, {
      onlyCms: spec.onlyCms,
    });
    expect(path).toBe(`/api?pm=${type}`);
    const fields = decodeForm(body);
    expect(fields.curl_type).toBe(type);
    expect(fields.res_func).toBeTruthy();
    expect(fields.only_cms).toBe(spec.onlyCms ? 'd' : undefined);
    for (const [k, v] of Object.entries(spec.example)) expect(fields[k]).toBe(v);
  });

  it.each(CURL_TYPES)('round-trips an answer of %s, hostile text included', (type) => {
    const wire =
      registry[type].kind === 'data' ? dataAnswer({ note: hostile }) : doneAnswer(hostile);
    const html = encodeAnswer(wire);
    expect(html).not.toContain('<img');
    expect(decodeAnswer(html)).toEqual(wire);
    const result = interpretAnswer(type, decodeAnswer(html));
    expect(result.ok).toBe(true);
  });

  it('keeps every status intact', () => {
    for (const a of [
      failAnswer('no'),
      invalidAnswer('Fill blank records!'),
      notValidatedAnswer('wait'),
    ]) {
      expect(decodeAnswer(encodeAnswer(a))).toEqual(a);
    }
  });

  it('escapes markup so a fragment cannot carry elements', () => {
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    // An entity in the text stays text: its '&' is escaped once, before the others add theirs.
    expect(escapeHtml(`it's &quot;"`)).toBe('it&#39;s &amp;quot;&quot;');
    expect(unescapeHtml(escapeHtml(`a&b<c>'d"e&amp;`))).toBe(`a&b<c>'d"e&amp;`);
  });

  it('reads fragments written by other servers, with numeric entities', () => {
    const html = `<div id='resP'>Tom &#38; Jerry &#x263A;</div>\n<div id="resPS">001</div>`;
    expect(decodeAnswer(html)).toEqual({ status: '001', text: 'Tom & Jerry ☺' });
  });

  it('refuses answers without both elements or with an unknown status', () => {
    expect(() => decodeAnswer('<p>Bad gateway</p>')).toThrow(WireFormatError);
    expect(() => decodeAnswer('<div id="resP">x</div><div id="resPS">7</div>')).toThrow(
      WireFormatError,
    );
  });
});

describe('interpretAnswer', () => {
  it('fails a data call on any status but 1', () => {
    expect(interpretAnswer('getPgData', failAnswer('This page could not be found.'))).toEqual({
      ok: false,
      status: STATUS.fail,
      message: 'This page could not be found.',
    });
    expect(interpretAnswer('logint', notValidatedAnswer('Awaiting verification'))).toMatchObject({
      ok: false,
      status: 'not_validated',
    });
  });

  it('fails a data call whose JSON is broken', () => {
    expect(interpretAnswer('getStates', { status: '1', text: '{oops' })).toMatchObject({
      ok: false,
    });
  });

  it('passes action outcomes through as values', () => {
    expect(interpretAnswer('addContactRequest', invalidAnswer('Fill blank records!'))).toEqual({
      ok: true,
      value: { status: '-10', message: 'Fill blank records!' },
    });
  });

  it('parses data answers', () => {
    expect(interpretAnswer('getStates', dataAnswer([{ id: 1, name: 'Goa' }]))).toEqual({
      ok: true,
      value: [{ id: 1, name: 'Goa' }],
    });
  });
});

describe('forms', () => {
  it('keeps repeated fields as arrays so they can be refused', () => {
    expect(decodeForm('a=1&a=2&b=3')).toEqual({ a: ['1', '2'], b: '3' });
  });

  it('builds the control-script style with m_type', () => {
    const { path, body } = buildCall('getStates', {}, { key: 'm_type', resFunc: 'cb' });
    expect(path).toBe('/api?pm=getStates');
    expect(decodeForm(body)).toEqual({ m_type: 'getStates', res_func: 'cb' });
  });
});
