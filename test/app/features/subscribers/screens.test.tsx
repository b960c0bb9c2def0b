import { act, fireEvent, screen, within } from '@testing-library/react';
import { GroupsScreen } from '../../../../src/app/features/subscribers/GroupsScreen';
import { ImportScreen } from '../../../../src/app/features/subscribers/ImportScreen';
import {
  editorOpened,
  groupsLoaded,
  groupsRequested,
  importFinished,
  importStartRequested,
  importUploaded,
  importUploadRequested,
  listQueryChanged,
  lookupsRequested,
  membersChangeFailed,
  pageLoaded,
  subscriberSaveRequested,
} from '../../../../src/app/features/subscribers/slice';
import { SubscriberListScreen } from '../../../../src/app/features/subscribers/SubscriberListScreen';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import type { Right } from '../../../../src/common/rights';
import type { Subscriber } from '../../../../src/common/subscribers';
import { renderWithProviders } from '../../support/testUtils';

const marketer: Right[] = [
  'Subscriber.View',
  'Subscriber.Add',
  'Subscriber.Edit',
  'SubscriberGroup.Edit',
];

const subscriber: Subscriber = {
  uniqueId: '00000000-0000-4000-8000-000000000001',
  firstname: 'Greta',
  lastname: 'Grünwald',
  email: 'greta@example.de',
  telnr: '+49 123',
  telnrValid: false,
  culture: 'de-DE',
  doiStatus: 'pending',
  deactivated: true,
  customFields: {},
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
};

// jsdom lays nothing out: the virtualised list's scroll box gets a size, so rows are drawn.
const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
beforeAll(() => {
  height.mockReturnValue(600);
  width.mockReturnValue(1000);
});
afterAll(() => jest.restoreAllMocks());

async function renderScreen(ui: React.ReactElement, rights: Right[] = marketer) {
  const view = renderWithProviders(ui);
  await act(async () => {
    view.store.dispatch(rightsLoaded({ rights, accountId: 1, fromCache: false }));
  });
  return view;
}

describe('SubscriberListScreen', () => {
  it('starts the list, the lookups and the groups on opening, and shows the loaded rows', async () => {
    const { store } = await renderScreen(<SubscriberListScreen />);
    expect(store.actions.filter(listQueryChanged.match)).toHaveLength(1);
    expect(store.actions.filter(lookupsRequested.match)).toHaveLength(1);
    expect(store.actions.filter(groupsRequested.match)).toHaveLength(1);
    await act(async () => {
      store.dispatch(
        pageLoaded({
          generation: 1,
          page: 0,
          result: { items: [subscriber], total: 1, totalExact: true, nextAfter: null },
        }),
      );
    });
    expect(screen.getByTestId('subscriber-count')).toHaveTextContent('1 Abonnent');
    const row = screen.getByTestId('subscriber-row');
    expect(row).toHaveTextContent('Greta Grünwald');
    expect(row).toHaveTextContent('deaktiviert');
    expect(row).toHaveTextContent('ungültig');
    expect(row).toHaveTextContent('ausstehend');
    expect(within(row).getByRole('button', { name: 'Aktivieren' })).toBeInTheDocument();
  });

  it('searches from 3 characters on and says so before', async () => {
    const { store } = await renderScreen(<SubscriberListScreen />);
    const search = screen.getByTestId('subscriber-search');
    await act(async () => fireEvent.change(search, { target: { value: 'gr' } }));
    expect(screen.getByText('Bitte geben Sie mindestens 3 Zeichen ein.')).toBeInTheDocument();
    expect(store.actions.filter(listQueryChanged.match)).toHaveLength(1);
    await act(async () => fireEvent.change(search, { target: { value: 'grü' } }));
    expect(store.actions.filter(listQueryChanged.match).at(-1)!.payload).toEqual({
      search: 'grü',
      profileId: null,
    });
  });

  it('hides editing from a user with only Subscriber.View', async () => {
    const { store } = await renderScreen(<SubscriberListScreen />, ['Subscriber.View']);
    await act(async () => {
      store.dispatch(
        pageLoaded({
          generation: 1,
          page: 0,
          result: { items: [subscriber], total: 1, totalExact: true, nextAfter: null },
        }),
      );
    });
    expect(screen.queryByRole('button', { name: 'Neuer Abonnent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktivieren' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-to-group')).not.toBeInTheDocument();
  });
});

describe('SubscriberEditDialog', () => {
  it('checks the number by the shared rules before anything is sent', async () => {
    const { store } = await renderScreen(<SubscriberListScreen />);
    await act(async () => {
      store.dispatch(editorOpened(null));
    });
    const dialog = screen.getByTestId('subscriber-editor');
    await act(async () =>
      fireEvent.change(within(dialog).getByLabelText('Telefonnummer'), {
        target: { value: '+49 123' },
      }),
    );
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })),
    );
    // Under the field, and in the summary at the top, which moves the focus to the field.
    expect(within(dialog).getByLabelText('Telefonnummer')).toHaveAccessibleDescription(
      /Bitte geben Sie die Telefonnummer/,
    );
    expect(within(dialog).getByTestId('form-error-summary')).toHaveTextContent(
      /Telefonnummer: Bitte geben Sie die Telefonnummer/,
    );
    expect(within(dialog).getByLabelText('Telefonnummer')).toHaveFocus();
    expect(store.actions.filter(subscriberSaveRequested.match)).toHaveLength(0);

    await act(async () =>
      fireEvent.change(within(dialog).getByLabelText('Telefonnummer'), {
        target: { value: '0151 23456789' },
      }),
    );
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })),
    );
    expect(store.actions.filter(subscriberSaveRequested.match)[0].payload).toMatchObject({
      uniqueId: null,
      input: { telnr: '0151 23456789', culture: 'de-DE', doiStatus: 'unknown' },
    });
  });
});

describe('GroupsScreen', () => {
  it('lists the groups with their member counts and says when there is no one to add', async () => {
    const { store } = await renderScreen(<GroupsScreen />);
    await act(async () => {
      store.dispatch(
        groupsLoaded({
          profiles: [
            { uniqueId: 'a', name: 'Alle Abonnenten', isSystem: true, subscriberCount: 3001 },
            { uniqueId: 'b', name: 'VIP Kunden', isSystem: false, subscriberCount: 1 },
          ],
          allSubscribersProfileId: 'a',
        }),
      );
      store.dispatch(membersChangeFailed('noRecipientsToAdd'));
    });
    const rows = screen.getAllByTestId('group-row');
    expect(rows[0]).toHaveTextContent('Alle Abonnenten');
    expect(rows[0]).toHaveTextContent('3.001 Mitglieder');
    expect(within(rows[0]).queryByRole('button', { name: 'Umbenennen' })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('1 Mitglied');
    expect(screen.getByRole('alert')).toHaveTextContent('Es gibt keine Empfänger zum Hinzufügen.');
  });
});

describe('ImportScreen', () => {
  it('walks from the file to the mapping, refusing a mapping without email or phone', async () => {
    const { store } = await renderScreen(<ImportScreen />);
    const file = new File(['Name;Mail\nA;a@example.de\n'], 'k.csv', { type: 'text/csv' });
    await act(async () =>
      fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('import-upload')));
    expect(store.actions.filter(importUploadRequested.match)[0].payload.fileName).toBe('k.csv');
    await act(async () => {
      store.dispatch(
        importUploaded({
          importId: 3,
          headers: ['Name', 'Mail'],
          preview: [['A', 'a@example.de']],
        }),
      );
    });
    // "Name" is guessed as last name; "Mail" is not guessed.
    expect(screen.getByTestId('mapping-0')).toHaveValue('lastname');
    await act(async () => fireEvent.click(screen.getByTestId('import-start')));
    expect(screen.getByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Telefonnummer');
    expect(store.actions.filter(importStartRequested.match)).toHaveLength(0);
    await act(async () =>
      fireEvent.change(screen.getByTestId('mapping-1'), { target: { value: 'email' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('import-start')));
    expect(store.actions.filter(importStartRequested.match)[0].payload).toEqual({
      columns: [
        { index: 0, field: 'lastname' },
        { index: 1, field: 'email' },
      ],
    });
    expect(screen.getByTestId('import-progress')).toBeInTheDocument();
  });

  it('reports the rows rejected and why', async () => {
    const { store } = await renderScreen(<ImportScreen />);
    await act(async () => {
      store.dispatch(
        importFinished({
          progress: {
            importId: 3,
            state: 'done',
            fileName: 'k.csv',
            totalRows: 3,
            rowsDone: 3,
            imported: 1,
            rejected: 2,
            errorKey: null,
          },
          rejections: [
            { line: 3, reason: 'invalidPhone', field: 'telnr', values: ['B', '+49 1'] },
            { line: 4, reason: 'duplicateExisting', field: 'email', values: ['C', 'c@x.de'] },
          ],
        }),
      );
    });
    expect(screen.getByTestId('import-summary')).toHaveTextContent(
      '1 Abonnent importiert, 2 Zeilen abgelehnt.',
    );
    const table = screen.getByTestId('import-rejections');
    expect(table).toHaveTextContent('Ungültige Telefonnummer');
    expect(table).toHaveTextContent('Abonnent existiert bereits');
  });
});
