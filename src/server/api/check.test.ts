import { checkCall, formNames } from './check';

describe('formNames', () => {
  it('lists decoded names in order, repeats included', () => {
    expect(formNames('a=1&b+c=2&a=3&&d')).toEqual(['a', 'b c', 'a', 'd']);
    expect(formNames('')).toEqual([]);
  });

  it.each(['a=%zz', 'a=%E0%A4', 'a%00=1', 'a=\uFFFD'])('cannot read %j', (body) => {
    expect(formNames(body)).toBeNull();
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
