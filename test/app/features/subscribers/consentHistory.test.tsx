import { act, screen, within } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getConsentHistory } from '../../../../src/app/api/subscribers';
import { callApi } from '../../../../src/app/auth/callApi';
import { SubscriberEditDialog } from '../../../../src/app/features/subscribers/SubscriberEditDialog';
import { loadConsentHistorySaga } from '../../../../src/app/features/subscribers/sagas';
import {
  consentHistoryLoaded,
  editorOpened,
  initialSubscribersState,
  subscribersReducer,
} from '../../../../src/app/features/subscribers/slice';
import type { ConsentHistoryEntry } from '../../../../src/common/doubleOptIn';
import type { Subscriber } from '../../../../src/common/subscribers';
import { renderWithProviders } from '../../support/testUtils';

const subscriber: Subscriber = {
  uniqueId: '00000000-0000-4000-8000-000000000009',
  firstname: 'Erika',
  lastname: 'Muster',
  email: null,
  telnr: '+4915112345678',
  telnrValid: true,
  culture: 'de-DE',
  doiStatus: 'optedOut',
  deactivated: false,
  customFields: {},
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

const entries: ConsentHistoryEntry[] = [
  {
    id: 3,
    event: 'optedOut',
    status: 'optedOut',
    at: '2026-11-22T08:00:00.000Z',
    processVersion: 3,
    inboundMessageId: 'wamid.C',
    inbound: { kind: 'button', text: 'Stop' },
    outboundMessageId: 'wamid.Z',
    answer: { text: 'Sie sind abgemeldet.', buttons: [] },
    userName: null,
  },
  {
    id: 2,
    event: 'confirmed',
    status: 'confirmed',
    at: '2026-11-20T08:07:00.000Z',
    processVersion: 3,
    inboundMessageId: 'wamid.B',
    inbound: { kind: 'text', text: 'Ja' },
    outboundMessageId: null,
    answer: { text: 'Danke! Antworten Sie Stop, um sich abzumelden.', buttons: ['Ja', 'Stop'] },
    userName: null,
  },
  {
    id: 1,
    event: 'changedByUser',
    status: 'pending',
    at: '2026-11-20T08:00:00.000Z',
    processVersion: null,
    inboundMessageId: null,
    inbound: null,
    outboundMessageId: null,
    answer: null,
    userName: 'Max Marketing',
  },
];

it('loads the history of the subscriber the editor opens, not for a new one', async () => {
  await expectSaga(loadConsentHistorySaga, editorOpened(subscriber))
    .withReducer(
      subscribersReducer,
      subscribersReducer(initialSubscribersState, editorOpened(subscriber)),
    )
    .provide([[matchers.call(callApi, getConsentHistory, subscriber.uniqueId), entries]])
    .put(consentHistoryLoaded({ uniqueId: subscriber.uniqueId, entries }))
    .run()
    .then(({ storeState }) =>
      expect(storeState.editor.history).toEqual({ status: 'loaded', entries }),
    );
  await expectSaga(loadConsentHistorySaga, editorOpened(null)).not.call.fn(callApi).run();
});

it('shows each step as a timeline above Save: time, what was sent or tapped, answer, version', async () => {
  const { store } = renderWithProviders(<SubscriberEditDialog />);
  await act(async () => {
    store.dispatch(editorOpened(subscriber));
  });
  expect(screen.getByTestId('consent-history')).toHaveTextContent('Der Verlauf wird geladen');
  await act(async () => {
    store.dispatch(consentHistoryLoaded({ uniqueId: subscriber.uniqueId, entries }));
  });
  const steps = within(screen.getByTestId('consent-history')).getAllByTestId('consent-step');
  expect(steps.map((step) => step.getAttribute('data-event'))).toEqual([
    'optedOut',
    'confirmed',
    'changedByUser',
  ]);
  expect(steps[0]).toHaveTextContent('Abgemeldet → abgemeldet');
  expect(steps[0]).toHaveTextContent('22. Nov. 2026');
  expect(steps[0]).toHaveTextContent('Prozessversion 3');
  expect(steps[0]).toHaveTextContent('Getippt: „Stop“');
  expect(steps[0]).toHaveTextContent('Unsere Antwort: „Sie sind abgemeldet.“');
  expect(steps[1]).toHaveTextContent('Anmeldung bestätigt → bestätigt');
  expect(steps[1]).toHaveTextContent('Geschrieben: „Ja“');
  expect(steps[1]).toHaveTextContent('Mit den Buttons Ja und Stop');
  // No message ids: they mean nothing to the person reading.
  expect(screen.getByTestId('consent-history')).not.toHaveTextContent('wamid');
  // The history comes before the form's Save button, not after it.
  const save = screen.getByRole('button', { name: 'Speichern' });
  expect(
    screen.getByTestId('consent-history').compareDocumentPosition(save) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(steps[2]).toHaveTextContent('Status von Hand gesetzt → ausstehend');
  expect(steps[2]).toHaveTextContent('von Max Marketing');
});
