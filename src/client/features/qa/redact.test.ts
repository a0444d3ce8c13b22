import { REDACTED, redactAction, redactState } from './redact';

describe('redaction before a recording keeps anything', () => {
  it('masks passwords, OTPs and tokens wherever they sit, and leaves other values', () => {
    const action = {
      type: 'auth/flowEvent',
      payload: { type: 'password.submitted', password: 'pw one', confirm: 'pw one' },
      meta: {
        arg: { originalArgs: { p2: 'x', p1_otp: '123456', local_token: 't', p1: 'a@b.in' } },
      },
    };
    expect(redactAction(action)).toEqual({
      type: 'auth/flowEvent',
      payload: { type: 'password.submitted', password: REDACTED, confirm: REDACTED },
      meta: {
        arg: {
          originalArgs: { p2: REDACTED, p1_otp: REDACTED, local_token: REDACTED, p1: 'a@b.in' },
        },
      },
    });
    expect(action.payload.password).toBe('pw one');
  });

  it('masks a token inside an RTK Query cache key, as a key and as a value', () => {
    const key = 'getMyProfile({"local_token":"tok-9","mem_key":"MTAwNw=="})';
    const out = JSON.stringify(
      redactState({
        api: { queries: { [key]: { queryCacheKey: key } } },
        session: { token: 'tok-9' },
      }),
    );
    expect(out).not.toContain('tok-9');
    expect(out).toContain('MTAwNw==');
  });

  it('drops photo data URLs anywhere, and other members’ contacts in member answers only', () => {
    const fulfilled = {
      type: 'api/executeQuery/fulfilled',
      payload: [
        {
          mem_name: 'Meera',
          pro_pic: 'data:image/png;base64,AAA',
          contact: { email_id: 'm@x.in', contact_no: '98' },
        },
      ],
      meta: { arg: { endpointName: 'getFriendsMembers' } },
    };
    expect(redactAction(fulfilled).payload).toEqual([
      {
        mem_name: 'Meera',
        pro_pic: REDACTED,
        contact: { email_id: REDACTED, contact_no: REDACTED },
      },
    ]);
    const own = { type: 'x', payload: { contact_no: '98', photo: 'data:image/jpeg;base64,BBB' } };
    expect(redactAction(own).payload).toEqual({ contact_no: '98', photo: REDACTED });
  });

  it('keeps empty secrets empty, so "no token" still reads as no token', () => {
    expect(redactState({ session: { token: '' } })).toEqual({ session: { token: '' } });
  });
});
