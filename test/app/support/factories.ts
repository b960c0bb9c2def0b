import type { Account, UserData } from '../../../src/common/identity';
import type { Right } from '../../../src/common/rights';
import { initialAccountDataState, accountsAdapter } from '../../../src/app/features/account/slice';
import { initialRightsState } from '../../../src/app/features/rights/slice';
import { initialSessionState } from '../../../src/app/features/session/slice';
import type { RootState } from '../../../src/app/store/rootReducer';
import { rootReducer } from '../../../src/app/store/rootReducer';

/** Mock factories for the entities of the identity service. */
export function makeUserData(overrides: Partial<UserData> = {}): UserData {
  return {
    sub: 'user-anna',
    email: 'anna.admin@example.com',
    given_name: 'Anna',
    family_name: 'Admin',
    salutation: 'Frau',
    title: '',
    username: 'anna',
    locale: 'de-DE',
    accountId: 1,
    rows_per_page: 25,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return { id: 1, name: 'Relay Demo GmbH', locked: false, ...overrides };
}

export const demoAccounts: Account[] = [
  makeAccount({ id: 1, name: 'Relay Demo GmbH' }),
  makeAccount({ id: 2, name: 'Zweite Filiale' }),
  makeAccount({ id: 3, name: 'Gesperrte AG', locked: true }),
];

export function initialRootState(): RootState {
  return rootReducer(undefined, { type: '@@test/init' });
}

/** A state with a signed-in user working in `accountId`, rights loaded when given. */
export function signedInState(
  options: {
    accountId?: number;
    rights?: Right[] | null;
    userData?: Partial<UserData>;
    accounts?: Account[];
  } = {},
): RootState {
  const { accountId = 1, rights = [], accounts = demoAccounts } = options;
  const base = initialRootState();
  return {
    ...base,
    session: {
      ...initialSessionState,
      status: 'signedIn',
      sub: 'user-anna',
      accountId,
      expiresAt: Date.now() + 10 * 60_000,
    },
    account: {
      ...initialAccountDataState,
      userData: makeUserData({ accountId, ...options.userData }),
      accounts: accountsAdapter.setAll(accountsAdapter.getInitialState(), accounts),
      status: 'loaded',
    },
    rights:
      rights === null
        ? initialRightsState
        : { status: 'loaded', rights, accountId, fromCache: false },
  };
}

/** Freezes a state deeply, so a reducer that mutates its input fails the test. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
