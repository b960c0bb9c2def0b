import { expectSaga } from 'redux-saga-test-plan';
import { persistUiLanguage } from '../../../src/app/features/uiLanguage/sagas';
import { uiLanguageChanged } from '../../../src/app/features/uiLanguage/slice';
import { storageKeys } from '../../../src/app/platform/storageKeys';
import { actionSanitizer, MASK, stateSanitizer } from '../../../src/app/store/devTools';
import { createAppStore, devToolsEnabled, type DevToolsSanitizers } from '../../../src/app/store';
import { makeUserData, signedInState } from '../support/factories';

describe('the store', () => {
  it('starts with the slices every page needs, and serializable state', () => {
    const store = createAppStore();
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(
      [
        'account',
        'accountSwitch',
        'leaveGuard',
        'navigation',
        'notifications',
        'rights',
        'session',
        'uiLanguage',
      ].sort(),
    );
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('has the serializability check on', () => {
    const store = createAppStore();
    const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
    store.dispatch({ type: 'test/notSerializable', payload: new Promise(() => {}) });
    expect(String(warn.mock.calls[0]?.[0])).toContain('non-serializable value');
    warn.mockRestore();
  });

  it('switches DevTools on in production only when the config says so', () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      window.__RELAY_CONFIG__ = { devTools: false };
      expect(devToolsEnabled()).toBe(false);
      window.__RELAY_CONFIG__ = { devTools: true };
      expect(devToolsEnabled()).toBe(true);
      process.env.NODE_ENV = 'development';
      window.__RELAY_CONFIG__ = { devTools: false };
      expect(devToolsEnabled()).toBe(true);
    } finally {
      process.env.NODE_ENV = env;
      delete window.__RELAY_CONFIG__;
    }
  });
});

describe('DevTools sanitizers', () => {
  it('mask personal data in the state and keep the shape for replay', () => {
    const state = signedInState();
    const masked = stateSanitizer(state);
    expect(masked.account.userData).toMatchObject({
      email: MASK,
      given_name: MASK,
      family_name: MASK,
      username: MASK,
      salutation: MASK,
      sub: MASK,
      locale: 'de-DE',
      accountId: 1,
      rows_per_page: 25,
    });
    expect(masked.session.sub).toBe(MASK);
    expect(masked.account.accounts).toEqual(state.account.accounts);
    expect(masked.rights).toEqual(state.rights);
    // The input is left alone.
    expect(state.account.userData?.email).toBe('anna.admin@example.com');
  });

  it('mask personal data in actions, wherever it sits', () => {
    const action = {
      type: 'feedback/submitted',
      payload: {
        description: 'Ich rufe zurück',
        callbackEmail: 'anna@example.com',
        phone: '+49 30 1234567',
        subscriber: { fields: { firstname: 'Max', lastname: 'Muster', telnr: '+491701234' } },
        creator: { id: 7, name: 'Anna Admin' },
        user: makeUserData(),
        count: 3,
      },
    };
    const masked = actionSanitizer(action);
    expect(masked).toEqual({
      type: 'feedback/submitted',
      payload: {
        description: MASK,
        callbackEmail: MASK,
        phone: MASK,
        subscriber: { fields: { firstname: MASK, lastname: MASK, telnr: MASK } },
        creator: { id: MASK, name: MASK },
        user: expect.objectContaining({ email: MASK, accountId: 1 }),
        count: 3,
      },
    });
  });
});

describe('uiLanguage saga', () => {
  it('keeps the locale id of the chosen language in local storage', async () => {
    localStorage.removeItem(storageKeys.uiLanguage);
    await expectSaga(persistUiLanguage, uiLanguageChanged('en')).run();
    expect(localStorage.getItem(storageKeys.uiLanguage)).toBe('en-US');
  });
});

describe('DevTools in production', () => {
  const env = process.env.NODE_ENV;
  let compose: jest.Mock;
  let store: typeof import('../../../src/app/store');

  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    // RTK reads the extension when it loads: install it, then load the store module afresh.
    compose = jest.fn(() => (enhancer: unknown) => enhancer);
    Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      store = require('../../../src/app/store');
    });
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
    delete window.__RELAY_CONFIG__;
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  it('connects with the sanitizers when the config switches them on', async () => {
    window.__RELAY_CONFIG__ = { devTools: true };
    const sanitizers = await store.loadDevToolsSanitizers();
    expect(typeof sanitizers?.actionSanitizer).toBe('function');
    store.createAppStore({ sanitizers });
    expect(compose).toHaveBeenCalledTimes(1);
    const options = compose.mock.calls[0][0] as DevToolsSanitizers;
    const masked = options.stateSanitizer(signedInState());
    expect(masked.account.userData?.email).toBe(MASK);
  });

  it('stays off without the setting, and never runs unsanitized', async () => {
    window.__RELAY_CONFIG__ = { devTools: false };
    expect(await store.loadDevToolsSanitizers()).toBeUndefined();
    store.createAppStore();
    window.__RELAY_CONFIG__ = { devTools: true };
    store.createAppStore({ sanitizers: undefined });
    expect(compose).not.toHaveBeenCalled();
  });
});
