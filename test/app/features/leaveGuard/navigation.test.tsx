import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { LeaveGuardNavigation } from '../../../../src/app/features/leaveGuard/LeaveGuardNavigation';
import {
  initialLeaveGuardState,
  leaveRequested,
  unsavedChangesReported,
} from '../../../../src/app/features/leaveGuard/slice';
import { renderWithProviders } from '../../support/testUtils';

/** A screen with the kinds of link the app has besides the menu. */
function Screen() {
  return (
    <>
      <LeaveGuardNavigation />
      <nav aria-label="Pfad">
        <Link to="/MediaDatabase/4">Ordner Sommer</Link>
      </nav>
      <Link to="/WhatsApp/Campaigns/Edit/7?tab=2">
        <span>Suchtreffer Sommerferien</span>
      </Link>
      <a href="#main">Zum Inhalt</a>
      <a href="https://help.example.org/relay">Hilfe</a>
      <Link to="/Subscribers" target="_blank">
        Neuer Tab
      </Link>
      <Link to="/AdministrationSettings/SingleSignOn" data-discards-edits="">
        Abbrechen
      </Link>
    </>
  );
}

const withEdits = (unsaved: boolean) => ({
  preloadedState: {
    leaveGuard: { ...initialLeaveGuardState, unsavedForms: unsaved ? ['form'] : [] },
  },
});

const asked = (actions: { type: string }[]) => actions.filter(leaveRequested.match);

describe('LeaveGuardNavigation (every in-app link and the browser back ask first)', () => {
  it('stops any in-app link while edits are unsaved and asks where it would have gone', () => {
    const { store, location } = renderWithProviders(<Screen />, withEdits(true));
    fireEvent.click(screen.getByText('Ordner Sommer'));
    // A click on an element inside the link counts as well (a search hit's parts).
    fireEvent.click(screen.getByText('Suchtreffer Sommerferien'));
    expect(asked(store.actions).map((action) => action.payload)).toEqual([
      { to: '/MediaDatabase/4' },
      { to: '/WhatsApp/Campaigns/Edit/7?tab=2' },
    ]);
    expect(location.pathname()).toBe('/');
  });

  it('leaves alone what does not leave the page in this tab, and cancel links', () => {
    const { store, location } = renderWithProviders(<Screen />, withEdits(true));
    const external = screen.getByText('Hilfe');
    // jsdom does not navigate; the guard simply must not take these clicks.
    external.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(screen.getByText('Zum Inhalt'));
    fireEvent.click(external);
    fireEvent.click(screen.getByText('Neuer Tab'));
    fireEvent.click(screen.getByText('Ordner Sommer'), { ctrlKey: true });
    expect(asked(store.actions)).toEqual([]);
    // A form's cancel link is itself the choice to drop the edits.
    fireEvent.click(screen.getByText('Abbrechen'));
    expect(asked(store.actions)).toEqual([]);
    expect(location.pathname()).toBe('/AdministrationSettings/SingleSignOn');
  });

  it('lets links go once the edits are saved or gone', () => {
    const { store, location } = renderWithProviders(<Screen />, withEdits(true));
    act(() => {
      store.dispatch(unsavedChangesReported({ formId: 'form', unsaved: false }));
    });
    fireEvent.click(screen.getByText('Ordner Sommer'));
    expect(asked(store.actions)).toEqual([]);
    expect(location.pathname()).toBe('/MediaDatabase/4');
  });

  describe('the browser back and forward buttons', () => {
    let go: jest.SpyInstance;
    const routerSaw = jest.fn();
    beforeEach(() => {
      // The router's history numbers its entries; the form's page is entry 3.
      window.history.replaceState({ idx: 3 }, '');
      go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
      window.addEventListener('popstate', routerSaw);
    });
    afterEach(() => {
      window.removeEventListener('popstate', routerSaw);
      go.mockRestore();
      routerSaw.mockClear();
      window.history.replaceState(null, '');
    });

    const back = () =>
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 2 } }));
      });

    it('undoes a back step before the router sees it and asks, remembering the step', () => {
      const { store } = renderWithProviders(<Screen />, withEdits(true));
      back();
      expect(routerSaw).not.toHaveBeenCalled();
      expect(go).toHaveBeenCalledWith(1);
      expect(asked(store.actions).map((action) => action.payload)).toEqual([
        { to: '/', historyStep: -1 },
      ]);
      // The step that undoes it does not reach the router either.
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 3 } }));
      });
      expect(routerSaw).not.toHaveBeenCalled();
      expect(asked(store.actions)).toHaveLength(1);
    });

    it('lets the step through without edits', () => {
      const { store } = renderWithProviders(<Screen />, withEdits(false));
      back();
      expect(routerSaw).toHaveBeenCalledTimes(1);
      expect(go).not.toHaveBeenCalled();
      expect(asked(store.actions)).toEqual([]);
    });
  });
});
