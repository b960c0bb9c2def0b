import { act, fireEvent, screen } from '@testing-library/react';
import { SsoMappingEditScreen } from '../../../../src/app/features/sso/SsoMappingEditScreen';
import {
  mappingEditorLoaded,
  mappingEditorOpened,
  mappingSaveFailed,
  mappingSaveRequested,
} from '../../../../src/app/features/sso/slice';
import { renderWithProviders } from '../../support/testUtils';

async function renderLoadedEditor() {
  const view = renderWithProviders(<SsoMappingEditScreen />);
  expect(view.store.actions.filter(mappingEditorOpened.match)).toHaveLength(1);
  await act(async () => {
    view.store.dispatch(
      mappingEditorLoaded({
        mapping: null,
        availableGroups: [{ externalId: 'relay-campaign-team', name: 'relay-campaign-team' }],
        roles: [
          { id: 1, name: 'Administratoren' },
          { id: 2, name: 'Marketing' },
        ],
      }),
    );
  });
  return view;
}

const group = () => screen.getByLabelText<HTMLInputElement>(/Verzeichnisgruppe/);
const name = () => screen.getByLabelText<HTMLInputElement>(/Name der Zuordnung/);
const save = () => screen.getByRole('button', { name: /Speichern|Wird gespeichert/ });

describe('SsoMappingEditScreen', () => {
  it('asks for a group, a name and a permission group before saving', async () => {
    const { store } = await renderLoadedEditor();
    await act(async () => fireEvent.click(save()));
    expect(store.actions.filter(mappingSaveRequested.match)).toEqual([]);
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte wählen Sie mindestens eine Berechtigungsgruppe.')).toBeVisible();
  });

  it('sends the mapping and shows the server’s nameDuplicate on the name field', async () => {
    const { store } = await renderLoadedEditor();
    await act(async () => {
      fireEvent.change(group(), { target: { value: 'relay-campaign-team' } });
      fireEvent.change(name(), { target: { value: ' Kampagnenteam ' } });
      fireEvent.click(screen.getByLabelText('Marketing'));
    });
    await act(async () => fireEvent.click(save()));
    expect(store.actions.filter(mappingSaveRequested.match).map((a) => a.payload)).toEqual([
      { id: 0, externalId: 'relay-campaign-team', name: 'Kampagnenteam', emsGroups: [{ id: 2 }] },
    ]);

    await act(async () => {
      store.dispatch(
        mappingSaveFailed({
          error: 'nameDuplicate',
          fieldErrors: [{ field: 'name', reason: 'nameDuplicate' }],
        }),
      );
    });
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveAccessibleDescription('Dieser Name ist bereits vergeben.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie einen anderen Namen.');

    // Changing the name drops the server's error.
    await act(async () => fireEvent.change(name(), { target: { value: 'Kampagnen 2' } }));
    expect(name()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the server’s directoryGroupMapped on the group field, naming the mapping', async () => {
    const { store } = await renderLoadedEditor();
    await act(async () => {
      store.dispatch(
        mappingSaveFailed({
          error: 'directoryGroupMapped',
          fieldErrors: [
            {
              field: 'externalId',
              reason: 'directoryGroupMapped',
              params: { name: 'Marketing (Verzeichnis)' },
            },
          ],
        }),
      );
    });
    expect(group()).toHaveAttribute('aria-invalid', 'true');
    expect(group()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Diese Verzeichnisgruppe ist schon zugeordnet: „Marketing (Verzeichnis)“.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Verzeichnisgruppe hat schon eine Zuordnung.',
    );
  });
});
