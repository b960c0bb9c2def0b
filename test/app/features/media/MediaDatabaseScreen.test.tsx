import { act, fireEvent, screen, within } from '@testing-library/react';
import { accountSwitchRequested } from '../../../../src/app/features/accountSwitch/slice';
import {
  itemAccountFound,
  itemAccountRequested,
} from '../../../../src/app/features/itemAccount/slice';
import { MediaDatabaseScreen } from '../../../../src/app/features/media/MediaDatabaseScreen';
import {
  assetDeleteRequested,
  folderCreated,
  folderCreateRequested,
  folderLoaded,
  folderNotFound,
  folderOpened,
  operationFailed,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadWithoutFile,
} from '../../../../src/app/features/media/slice';
import type { MediaFolderContents } from '../../../../src/common/media';
import { renderRoute, renderWithProviders } from '../../support/testUtils';

const contents: MediaFolderContents = {
  folder: null,
  path: [],
  folders: [
    { id: 3, parentId: null, name: 'Newsletter-Header', createdAt: '2026-11-23T07:00:00Z' },
  ],
  assets: [
    {
      id: 'a1',
      folderId: null,
      name: 'Header Sommer',
      tags: ['Sommer'],
      extension: 'png',
      contentType: 'image/png',
      size: 2048,
      width: 320,
      height: 168,
      creator: null,
      createdAt: '2026-11-23T07:00:00Z',
      changedAt: '2026-11-23T07:00:00Z',
      url: '/Media/1/a1.png',
    },
  ],
  webspace: { usedBytes: 2048, limitBytes: 104857600 },
};

async function renderLoaded() {
  const view = renderWithProviders(<MediaDatabaseScreen />);
  await act(async () => {
    view.store.dispatch(folderLoaded(contents));
  });
  return view;
}

describe('MediaDatabaseScreen', () => {
  it('opens the top level and shows folders, thumbnails and the webspace', async () => {
    const { store } = await renderLoaded();
    expect(store.actions.filter(folderOpened.match).map((a) => a.payload)).toEqual([null]);
    expect(screen.getByRole('link', { name: 'Newsletter-Header' })).toHaveAttribute(
      'href',
      '/MediaDatabase/3',
    );
    const tile = screen.getByTestId('media-asset');
    expect(within(tile).getByRole('img', { name: 'Header Sommer' })).toHaveAttribute(
      'src',
      '/Media/1/a1.png',
    );
    expect(tile).toHaveTextContent('Header Sommer.png');
    expect(tile).toHaveTextContent('Gelöschter Benutzer');
    expect(tile).toHaveTextContent('Sommer');
    expect(screen.getByTestId('media-webspace')).toHaveTextContent(
      'Speicherplatz: 2 kB von 100 MB belegt',
    );
  });

  it('uploads the chosen files into the folder shown; none chosen says so', async () => {
    const { store } = await renderLoaded();
    await act(async () => fireEvent.click(screen.getByTestId('media-upload-button')));
    expect(store.actions.filter(uploadWithoutFile.match)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie zuerst eine Datei aus.');

    const file = new File([new Uint8Array(300)], 'neu.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('media-upload-input'), { target: { files: [file] } });
    await act(async () => fireEvent.click(screen.getByTestId('media-upload-button')));
    const [request] = store.actions.filter(uploadRequested.match);
    expect(request.payload).toMatchObject({ name: 'neu.png', size: 300, folderId: null });

    await act(async () => {
      store.dispatch(uploadProgressed({ uploadId: request.payload.uploadId, loaded: 150 }));
    });
    const bar = screen.getByRole('progressbar', { name: 'neu.png' });
    expect(bar).toHaveAttribute('value', '150');
    expect(bar).toHaveAttribute('max', '300');
    expect(screen.getByTestId('media-uploads')).toHaveTextContent('neu.png wird hochgeladen: 50 %');
  });

  it('shows each refusal with its own text: allowed list, maximum size, unsupported image', async () => {
    const { store } = await renderLoaded();
    await act(async () => {
      for (const [uploadId, name] of [
        ['u1', 'animation.gif'],
        ['u2', 'gross.png'],
        ['u3', 'text.png'],
      ]) {
        store.dispatch(uploadRequested({ uploadId, name, size: 10, folderId: null }));
      }
      store.dispatch(
        uploadFailed({
          uploadId: 'u1',
          failure: {
            errorKey: 'extensionNotAllowed',
            params: { allowed: 'jpg, jpeg, png', extension: 'gif' },
          },
        }),
      );
      store.dispatch(
        uploadFailed({
          uploadId: 'u2',
          failure: { errorKey: 'fileTooLarge', params: { maxBytes: 5242880 } },
        }),
      );
      store.dispatch(
        uploadFailed({ uploadId: 'u3', failure: { errorKey: 'imageUnsupported', params: {} } }),
      );
    });
    const texts = screen.getAllByTestId('media-upload-failed').map((alert) => alert.textContent);
    expect(texts).toEqual([
      'animation.gif: Dateien mit der Endung „.gif“ sind nicht erlaubt. Erlaubt sind: jpg, jpeg, png.',
      'gross.png: Die Datei ist zu groß. Erlaubt sind höchstens 5 MB (5.242.880 Bytes).',
      'text.png: Das Bild wird nicht unterstützt oder kann nicht verarbeitet werden: Die Datei ist kein gültiges JPG- oder PNG-Bild.',
    ]);
  });

  it('deletes a file only after the confirm dialog; Escape declines', async () => {
    const { store } = await renderLoaded();
    const tile = screen.getByTestId('media-asset');
    await act(async () => fireEvent.click(within(tile).getByRole('button', { name: 'Löschen' })));
    expect(screen.getByTestId('media-confirm')).toHaveTextContent('Header Sommer.png');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByTestId('media-confirm')).toBeNull();
    expect(store.actions.filter(assetDeleteRequested.match)).toHaveLength(0);

    await act(async () => fireEvent.click(within(tile).getByRole('button', { name: 'Löschen' })));
    await act(async () => fireEvent.click(screen.getByTestId('media-confirm-yes')));
    expect(store.actions.filter(assetDeleteRequested.match).map((a) => a.payload)).toEqual(['a1']);
  });

  it('creates a folder: a name in use keeps the dialog open with why, success closes it', async () => {
    const { store } = await renderLoaded();
    await act(async () => fireEvent.click(screen.getByTestId('media-new-folder')));
    const dialog = screen.getByTestId('media-folder-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name des Ordners'), {
      target: { value: 'Newsletter-Header' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('media-folder-dialog-save')));
    expect(store.actions.filter(folderCreateRequested.match).map((a) => a.payload)).toEqual([
      { name: 'Newsletter-Header' },
    ]);
    await act(async () => {
      store.dispatch(operationFailed({ errorKey: 'folderNameDuplicate', params: {} }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Hier gibt es schon einen Ordner mit diesem Namen.',
    );

    await act(async () => fireEvent.click(screen.getByTestId('media-folder-dialog-save')));
    await act(async () => {
      store.dispatch(
        folderCreated({ id: 4, parentId: null, name: 'Logos', createdAt: '2026-11-23T07:00:00Z' }),
      );
    });
    expect(screen.queryByTestId('media-folder-dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Logos' })).toBeInTheDocument();
  });

  it('shows the breadcrumb of a folder', async () => {
    const view = renderWithProviders(<MediaDatabaseScreen />);
    await act(async () => {
      view.store.dispatch(
        folderLoaded({
          ...contents,
          folder: { id: 7, parentId: 3, name: 'Juli', createdAt: '2026-11-23T07:00:00Z' },
          path: [contents.folders[0]],
          folders: [],
          assets: [],
        }),
      );
    });
    const trail = screen.getByTestId('media-breadcrumb');
    expect(within(trail).getByRole('link', { name: 'Alle Dateien' })).toHaveAttribute(
      'href',
      '/MediaDatabase',
    );
    expect(within(trail).getByRole('link', { name: 'Newsletter-Header' })).toHaveAttribute(
      'href',
      '/MediaDatabase/3',
    );
    expect(trail).toHaveTextContent('Juli');
    expect(screen.getByTestId('media-empty')).toHaveTextContent('Dieser Ordner ist leer.');
  });

  it("offers to switch when the folder of the address is another account's (issue 23)", async () => {
    const view = renderRoute('/MediaDatabase/77', {
      routes: [{ path: '/MediaDatabase/:folderId?', element: <MediaDatabaseScreen /> }],
    });
    await act(async () => {
      view.store.dispatch(folderNotFound());
    });
    const item = { kind: 'mediaFolder', id: 77 } as const;
    expect(view.store.actions).toContainEqual(itemAccountRequested(item));
    await act(async () => {
      view.store.dispatch(
        itemAccountFound({ ...item, account: { accountId: 2, accountName: 'Zweite Filiale' } }),
      );
    });
    expect(screen.getByTestId('item-other-account')).toHaveTextContent(
      'Dieser Ordner gehört zum Konto Zweite Filiale.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zu Zweite Filiale wechseln' }));
    expect(view.store.actions).toContainEqual(
      accountSwitchRequested({ accountId: 2, returnTo: '/MediaDatabase/77' }),
    );
  });
});
