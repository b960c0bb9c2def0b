import { fireEvent, screen, within } from '@testing-library/react';
import { RowActions } from '../../../../src/app/components/list/RowActions';
import { renderWithProviders } from '../../support/testUtils';

function renderActions() {
  const rename = jest.fn();
  const remove = jest.fn();
  renderWithProviders(
    <RowActions
      rowName="Stammkunden"
      actions={[
        { label: 'Umbenennen', onSelect: rename },
        {
          label: 'Löschen',
          accessibleName: 'Gruppe „Stammkunden“ löschen',
          testId: 'group-delete',
          onSelect: remove,
        },
      ]}
    />,
  );
  return { rename, remove };
}

describe('RowActions', () => {
  it('shows every action of the row as its own button, named with the row', () => {
    const { rename, remove } = renderActions();
    const inline = screen.getByTestId('row-actions');
    fireEvent.click(within(inline).getByRole('button', { name: 'Umbenennen' }));
    fireEvent.click(within(inline).getByRole('button', { name: 'Gruppe „Stammkunden“ löschen' }));
    expect(rename).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('offers the same actions behind one menu button (narrow screens); Escape closes it', () => {
    const { remove } = renderActions();
    // jsdom applies no media queries: the phone-only menu button counts as hidden there.
    const toggle = screen.getByRole('button', { name: 'Aktionen für Stammkunden', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const items = within(menu as HTMLElement).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['Umbenennen', 'Löschen']);
    expect(items[0]).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(screen.getAllByRole('button', { name: 'Gruppe „Stammkunden“ löschen' })[1]);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
