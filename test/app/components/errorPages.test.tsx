import { screen } from '@testing-library/react';
import { RouteErrorBoundary } from '../../../src/app/components/errors/RouteErrorBoundary';
import { signedInState } from '../support/factories';
import { renderRoute } from '../support/testUtils';

function Broken(): never {
  throw new Error('Kaputt');
}

describe('error pages', () => {
  it('shows the 404 page at /Error/NotFound: "Seite nicht gefunden"', async () => {
    renderRoute('/Error/NotFound', { preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fehler 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    // Inside the frame: the header is there.
    expect(screen.getByTestId('logout')).toBeInTheDocument();
  });

  it('says "Page not found" in English', async () => {
    renderRoute('/Error/NotFound', {
      preloadedState: {
        ...signedInState(),
        uiLanguage: { language: 'en' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the 403 page at /Error/Forbidden: access not allowed', async () => {
    renderRoute('/Error/Forbidden', { preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fehler 403')).toBeInTheDocument();
  });

  it('shows the unexpected-error page with the feedback form at /Error/Unexpected', async () => {
    renderRoute('/Error/Unexpected', { preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: 'Ein unerwarteter Fehler ist aufgetreten' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Helfen Sie uns, den Fehler zu beheben' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feedback senden' })).toBeInTheDocument();
  });

  it('catches a screen that throws and shows the unexpected-error page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderRoute('/broken', {
        preloadedState: signedInState(),
        routes: [
          {
            path: '/broken',
            element: (
              <RouteErrorBoundary>
                <Broken />
              </RouteErrorBoundary>
            ),
          },
        ],
      });
      expect(
        await screen.findByRole('heading', { name: 'Ein unerwarteter Fehler ist aufgetreten' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Helfen Sie uns, den Fehler zu beheben' }),
      ).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
