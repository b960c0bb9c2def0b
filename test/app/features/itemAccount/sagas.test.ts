import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { getItemAccount } from '../../../../src/app/api/navigation';
import '../../../../src/app/features/itemAccount/feature';
import { itemAccountSaga } from '../../../../src/app/features/itemAccount/sagas';
import {
  initialItemAccountState,
  itemAccountFound,
  itemAccountMissing,
  itemAccountReducer,
  itemAccountRequested,
} from '../../../../src/app/features/itemAccount/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import { rootReducer } from '../../../../src/app/store/rootReducer';
import { signedInState } from '../../support/factories';

const newsletter = { kind: 'whatsAppNewsletter', id: 123 } as const;
const branch = { accountId: 2, accountName: 'Zweite Filiale' };

const run = (answer: unknown) =>
  expectSaga(itemAccountSaga)
    .withReducer(rootReducer, signedInState({ accountId: 1 }))
    .provide([[matchers.call.fn(getItemAccount), answer]]);

describe("where a deep link's item lives (issue 23 point 10)", () => {
  it('asks the server and offers the other account that holds the item', async () => {
    const result = await run(branch)
      .call(getItemAccount, 'whatsAppNewsletter', 123)
      .put(itemAccountFound({ ...newsletter, account: branch }))
      .dispatch(itemAccountRequested(newsletter))
      .silentRun(50);
    expect(result.storeState.itemAccount?.lookup).toEqual({
      ...newsletter,
      status: 'elsewhere',
      account: branch,
    });
  });

  it('keeps the usual not-found when no account of the user holds it (404)', async () => {
    const result = await run(throwError(new ApiRequestError(404, { errorKey: 'notFound' })))
      .put(itemAccountMissing(newsletter))
      .not.put.like({ action: { type: itemAccountFound.type } })
      .dispatch(itemAccountRequested(newsletter))
      .silentRun(50);
    expect(result.storeState.itemAccount?.lookup).toEqual({ ...newsletter, status: 'none' });
  });

  it('offers no switch into the account already in use (the not-found had another cause)', async () => {
    const result = await run({ accountId: 1, accountName: 'Relay Demo GmbH' })
      .put(itemAccountMissing(newsletter))
      .dispatch(itemAccountRequested(newsletter))
      .silentRun(50);
    expect(result.storeState.itemAccount?.lookup?.status).toBe('none');
  });

  it('applies only the answer for the item asked about last', () => {
    const template = { kind: 'whatsAppTemplate', id: 9 } as const;
    const state = [
      itemAccountRequested(newsletter),
      itemAccountRequested(template),
      itemAccountFound({ ...newsletter, account: branch }),
    ].reduce(itemAccountReducer, Object.freeze(initialItemAccountState));
    expect(state.lookup).toEqual({ ...template, status: 'loading' });
  });

  it('forgets the answer on an account switch', () => {
    const found = [
      itemAccountRequested(newsletter),
      itemAccountFound({ ...newsletter, account: branch }),
    ].reduce(itemAccountReducer, initialItemAccountState);
    expect(found.lookup?.status).toBe('elsewhere');
    expect(itemAccountReducer(found, accountSwitched({ accountId: 2 }))).toEqual(
      initialItemAccountState,
    );
  });
});
