import type { UnknownAction } from '@reduxjs/toolkit';
import '../../../src/app/features/search/feature';
import { searchResultsLoaded, searchTextChanged } from '../../../src/app/features/search/slice';
import '../../../src/app/features/subscribers/feature';
import { listQueryChanged, pageLoaded } from '../../../src/app/features/subscribers/slice';
import { createAppStore } from '../../../src/app/store';
import { createActionRecorder } from '../../../src/app/store/actionRecorder';
import { rootReducer, type RootState } from '../../../src/app/store/rootReducer';
import { buildSupportLog, maskForSupportLog } from '../../../src/app/store/supportLog';
import { signedInState } from '../support/factories';

const person = {
  uniqueId: 'sub-1',
  firstname: 'Jolanda',
  lastname: 'Quastmeier',
  email: 'jolanda.q@example.org',
  telnr: '+4915199887766',
  telnrValid: true,
  culture: 'de-DE',
  doiStatus: 'confirmed' as const,
  deactivated: false,
  customFields: { Lieblingsfarbe: 'Zinnoberrot' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const personalValues = [
  'Jolanda',
  'Quastmeier',
  'jolanda.q@example.org',
  '4915199887766',
  'Zinnoberrot',
  'Quastm',
  'anna.admin@example.com',
];

/** A session as the app records it: the real store, the real root reducer. */
function recordSession(limit = 500) {
  const recorder = createActionRecorder(limit);
  const store = createAppStore({
    preloadedState: signedInState(),
    middleware: [recorder.middleware],
  });
  store.dispatch(listQueryChanged({ search: 'Quastm', profileId: null }));
  store.dispatch(
    pageLoaded({
      generation: store.getState().subscribers!.list.generation,
      page: 0,
      result: { items: [person], total: 1, totalExact: true, nextAfter: null },
    }),
  );
  store.dispatch(searchTextChanged('Jo'));
  store.dispatch(searchTextChanged('Jolanda'));
  store.dispatch(
    searchResultsLoaded({
      searchText: 'Jolanda',
      groups: [
        {
          source: 'subscribers',
          hasMore: false,
          hits: [
            {
              id: 'sub-1',
              title: 'Jolanda Quastmeier',
              subtitle: 'jolanda.q@example.org +4915199887766',
              url: '/Subscribers',
            },
          ],
        },
      ],
    }),
  );
  return { store, recorder };
}

const replay = (file: { payload: string; preloadedState: string }) =>
  (JSON.parse(file.payload) as UnknownAction[]).reduce(
    rootReducer,
    JSON.parse(file.preloadedState) as RootState,
  );

describe('the support log', () => {
  it('replays through the root reducer from its first state to the last state', () => {
    const { store, recorder } = recordSession();
    const file = buildSupportLog(recorder.recording());
    expect(JSON.parse(file.payload)).toHaveLength(5);
    expect(replay(file)).toEqual(maskForSupportLog(store.getState()));
    // Ids and statuses stay usable for support.
    const last = replay(file);
    expect(last.subscribers?.list.status).toBe('loaded');
    expect(last.search?.status).toBe('loaded');
    expect(last.search?.result?.groups[0]?.hits[0]?.id).toBe('sub-1');
  });

  it('leaves no personal value in the file', () => {
    const { recorder } = recordSession();
    const text = JSON.stringify(buildSupportLog(recorder.recording()));
    for (const value of personalValues) expect(text).not.toContain(value);
  });

  it('keeps only the last actions, from the state before the first of them', () => {
    const { store, recorder } = recordSession(2);
    const file = buildSupportLog(recorder.recording());
    expect(JSON.parse(file.payload)).toHaveLength(2);
    expect(replay(file)).toEqual(maskForSupportLog(store.getState()));
  });
});
