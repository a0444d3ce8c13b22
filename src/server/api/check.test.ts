import { checkCall } from './check';
import { formWork, MAX_FORM_PARTS, readForm } from './formBody';

const any = () => true;

describe('readForm', () => {
  it('decodes names and values in order, empty parts skipped', () => {
    const read = readForm('a=1&b+c=2&&d', any);
    expect(read.ok && [...read.fields]).toEqual([
      ['a', '1'],
      ['b c', '2'],
      ['d', ''],
    ]);
    expect(readForm('', any)).toEqual({ ok: true, fields: new Map() });
  });

  it.each(['a=%zz', 'a=%E0%A4', 'a%00=1', 'a=\uFFFD'])('cannot read %j', (body) => {
    expect(readForm(body, any)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('stops at the first repeated or unknown name without decoding the rest', () => {
    const before = formWork.decoded;
    expect(readForm('a=1&a=2&b=%zz', any)).toEqual({ ok: false, reason: 'repeated', name: 'a' });
    expect(formWork.decoded - before).toBe(3);
    expect(readForm('x=1&a=2', (n) => n === 'a')).toEqual({
      ok: false,
      reason: 'unknown',
      name: 'x',
    });
  });

  it('refuses more parts than any call takes before decoding one', () => {
    const before = formWork.decoded;
    const body = Array.from({ length: MAX_FORM_PARTS + 1 }, (_, i) => `f${i}=1`).join('&');
    expect(readForm(body, any)).toEqual({ ok: false, reason: 'tooMany' });
    expect(formWork.decoded).toBe(before);
  });

  it('lets only the image field be large', () => {
    const big = 'A'.repeat(1024 * 1024 + 1);
    expect(readForm(`pro_pic=${big}&upd_for=profile`, any).ok).toBe(true);
    expect(readForm(`upd_for=${big}&pro_pic=x`, any)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

describe('checkCall', () => {
  it('gives the handler only its own fields', () => {
    const checked = checkCall('getPgData', 'curl_type=getPgData&res_func=cb&only_cms=d&loc=home');
    expect(checked).toEqual({ ok: true, type: 'getPgData', fields: { loc: 'home' } });
  });

  it('checks the call before the fields', () => {
    const checked = checkCall('nope', 'curl_type=nope&x=1&x=2');
    expect(checked).toMatchObject({ ok: false, http: 200, wire: { status: '0' } });
  });

  it('keeps an empty required field for the handler to judge', () => {
    const checked = checkCall('getPgData', 'curl_type=getPgData&loc=');
    expect(checked).toEqual({ ok: true, type: 'getPgData', fields: { loc: '' } });
  });
});
