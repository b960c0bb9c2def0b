import {
  isFacebookOrigin,
  parseSignupMessage,
} from '../../../../src/app/features/whatsappAccounts/signupMessage';
import {
  loadFacebookSdk,
  ScriptBlockedError,
  signupEvents,
} from '../../../../src/app/features/whatsappAccounts/signupPlatform';

describe('parseSignupMessage', () => {
  it('reads FINISH as a JSON string or an object', () => {
    const data = { waba_id: '1', phone_number_id: '2', code: 'c' };
    const expected = { event: 'FINISH', wabaId: '1', phoneNumberId: '2', code: 'c' };
    expect(
      parseSignupMessage(JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data })),
    ).toEqual(expected);
    expect(parseSignupMessage({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data })).toEqual(
      expected,
    );
  });

  it('ignores other messages and marks unusable signup messages invalid', () => {
    expect(parseSignupMessage('hello')).toBeNull();
    expect(parseSignupMessage({ type: 'other' })).toBeNull();
    expect(parseSignupMessage({ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL' })).toEqual({
      event: 'CANCEL',
    });
    expect(
      parseSignupMessage({ type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', data: { waba_id: 'x' } }),
    ).toBe('invalid');
    expect(parseSignupMessage({ type: 'WA_EMBEDDED_SIGNUP', event: 'WHAT' })).toBe('invalid');
  });

  it("knows Facebook's origins", () => {
    expect(isFacebookOrigin('https://www.facebook.com')).toBe(true);
    expect(isFacebookOrigin('https://web.facebook.com')).toBe(true);
    expect(isFacebookOrigin('https://facebook.com.evil.example')).toBe(false);
    expect(isFacebookOrigin('http://www.facebook.com')).toBe(false);
  });
});

describe('signupEvents', () => {
  it('passes on only messages of the allowed origin', async () => {
    const events = signupEvents((origin) => origin === 'http://emulator.test', null);
    // An eventChannel keeps nothing for later: take first, then the messages arrive.
    const first = new Promise<unknown>((resolve) => events.take(resolve));
    window.dispatchEvent(new MessageEvent('message', { data: 'evil', origin: 'http://evil.test' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: 'ours', origin: 'http://emulator.test' }),
    );
    expect(await first).toEqual({ type: 'message', data: 'ours' });
    events.close();
  });
});

describe('loadFacebookSdk', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after the script time-out (spec: 120 s)', async () => {
    jest.useFakeTimers();
    const loading = loadFacebookSdk({ appId: '1', apiVersion: 'v23.0' }, 120_000);
    const outcome = expect(loading).rejects.toBeInstanceOf(ScriptBlockedError);
    jest.advanceTimersByTime(119_999);
    jest.advanceTimersByTime(1);
    await outcome;
    expect(document.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull();
  });
});
