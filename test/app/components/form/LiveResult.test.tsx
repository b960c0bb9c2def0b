import { render, screen } from '@testing-library/react';
import { LiveResult } from '../../../../src/app/components/form';

function Outcome({ result }: { result: string | null }) {
  return (
    <>
      <button type="button">Speichern</button>
      <LiveResult resultKey={result} testId="result">
        {result && <p>{result === 'saved' ? 'Gespeichert.' : 'Fehlgeschlagen.'}</p>}
      </LiveResult>
    </>
  );
}

describe('LiveResult', () => {
  it('is a polite live region before any result, and takes no focus then', () => {
    render(<Outcome result={null} />);
    screen.getByRole('button').focus();
    expect(screen.getByTestId('result')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('result')).toBeEmptyDOMElement();
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('takes the focus each time a result arrives, not while it stays', () => {
    const view = render(<Outcome result={null} />);
    view.rerender(<Outcome result="saved" />);
    expect(screen.getByTestId('result')).toHaveFocus();
    expect(screen.getByTestId('result')).toHaveTextContent('Gespeichert.');

    screen.getByRole('button').focus();
    view.rerender(<Outcome result="saved" />);
    expect(screen.getByRole('button')).toHaveFocus();

    // A second save: no result while it runs, then the new one takes the focus again.
    view.rerender(<Outcome result={null} />);
    view.rerender(<Outcome result="failed" />);
    expect(screen.getByTestId('result')).toHaveFocus();
  });

  it('does not take the focus for a result already there when it mounts', () => {
    render(<Outcome result="saved" />);
    expect(screen.getByTestId('result')).not.toHaveFocus();
  });
});
