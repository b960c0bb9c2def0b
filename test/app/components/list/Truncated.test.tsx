import { screen } from '@testing-library/react';
import { Truncated } from '../../../../src/app/components/list/Truncated';
import { renderWithProviders } from '../../support/testUtils';

describe('Truncated', () => {
  it('keeps the full text for hover, keyboard focus and screen readers', () => {
    const name = 'Frühbucher Sommeraktion 2027 für alle Stammkunden aus Norddeutschland';
    renderWithProviders(<Truncated text={name} />);
    const cut = screen.getByTestId('truncated');
    expect(cut).toHaveAttribute('title', name);
    expect(cut).toHaveAttribute('tabindex', '0');
    expect(cut).toHaveTextContent(name);
  });
});
