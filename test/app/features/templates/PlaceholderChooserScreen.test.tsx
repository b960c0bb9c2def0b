import { act, fireEvent, screen, within } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import {
  PlaceholderChooserScreen,
  WhatsAppPlaceholderChooserScreen,
} from '../../../../src/app/features/templates/PlaceholderChooserScreen';
import { templatesSaga } from '../../../../src/app/features/templates/sagas';
import {
  placeholderChosen,
  placeholdersLoaded,
  placeholdersRequested,
} from '../../../../src/app/features/templates/slice';
import { postPlaceholder } from '../../../../src/app/platform/placeholderMessage';
import { renderWithProviders } from '../../support/testUtils';
import { navigateTo } from '../../../../src/app/routes/navigator';

const data = {
  fields: [
    { name: 'firstname', label: 'Vorname', type: 'text' as const, isCustom: false },
    { name: 'email', label: 'E-Mail', type: 'text' as const, isCustom: false },
  ],
  textComponents: [
    { id: 1, friendlyName: 'Gruß', content: 'Viele Grüße', multiLine: false },
    { id: 2, friendlyName: 'Impressum', content: 'a\nb', multiLine: true },
  ],
};

async function render(ui: React.ReactElement, search = '') {
  const view = renderWithProviders(ui);
  await act(async () => {
    await navigateTo(`/${search}`);
    view.store.dispatch(placeholdersLoaded(data));
  });
  return view;
}

const texts = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('placeholder choosers', () => {
  it('offers fields and text components, narrowed by the query', async () => {
    const { store } = await render(
      <PlaceholderChooserScreen />,
      '?hideEmail=1&hideMultiLineTextComponents=true',
    );
    expect(store.actions.filter(placeholdersRequested.match)).toHaveLength(1);
    expect(texts('chooser-fields')).toEqual(['Vorname {{firstname}}']);
    expect(texts('chooser-texts')).toEqual(['Gruß {{tc:Gruß}}']);
  });

  it('hides text components when asked, and searches', async () => {
    await render(<PlaceholderChooserScreen />, '?hideTextComponents=1');
    expect(screen.queryByTestId('chooser-texts')).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByTestId('chooser-search'), { target: { value: 'mail' } });
    });
    expect(texts('chooser-fields')).toEqual(['E-Mail {{email}}']);
  });

  it('the WhatsApp chooser leaves out multi-line text components; a pick is dispatched', async () => {
    const { store } = await render(<WhatsAppPlaceholderChooserScreen />);
    expect(texts('chooser-texts')).toEqual(['Gruß {{tc:Gruß}}']);
    await act(async () => fireEvent.click(screen.getByText('Vorname')));
    expect(store.actions.filter(placeholderChosen.match).map((a) => a.payload)).toEqual([
      'firstname',
    ]);
    expect(screen.getByTestId('chooser-chosen')).toHaveTextContent('Eingefügt: {{firstname}}');
  });

  it('posts the pick to the opener', () =>
    expectSaga(templatesSaga)
      .provide({
        call(effect, next) {
          return effect.fn === postPlaceholder ? true : next();
        },
      })
      .call(postPlaceholder, '{{firstname}}')
      .dispatch(placeholderChosen('firstname'))
      .silentRun(50));
});
