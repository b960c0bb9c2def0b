import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { RootState } from '../../store/rootReducer';
import { useAppDispatch } from '../../store/hooks';
import { selectUnsavedChanges } from './selectors';
import { leaveRequested } from './slice';

/** The attribute of a link that itself means "drop my edits" (a form's cancel link). */
const discardsEdits = 'data-discards-edits';

/**
 * Where a click leads when it is an in-app navigation of this tab: a plain left click on a link
 * to another page of this origin. Null for everything else: modified clicks and other targets
 * (new tab or window), downloads, other sites, anchors within the page, clicks already handled,
 * and a form's cancel link.
 */
export function inAppLinkTarget(event: MouseEvent, currentPage: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // A form's "cancel" link: following it is the choice to drop the edits, so it does not ask.
  if (link.hasAttribute(discardsEdits)) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const page = url.pathname + url.search;
  return page === currentPage ? null : page + url.hash;
}

/** The position react-router's history keeps in each entry's state. */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * The leave guard for every in-app navigation (issue 23), in one place rather than per link:
 * while a form holds unsaved edits, a click on any link of the app (menu, header search,
 * breadcrumbs, links inside screens) and the browser's back and forward ask first
 * (LeaveConfirmDialog). The router runs in declarative mode, which has no `useBlocker`, so this
 * listens before the router does: clicks in the capture phase at the document, before the
 * link's own handler (react-router's Link leaves a click whose default is prevented alone), and
 * `popstate` at the window before the router's listener; a back or forward is undone until the
 * person confirms. Mounted once beside the router (index.tsx), outside the screens' error
 * boundary, which remounts its content on every path. Navigations of sagas (after a save, a copy, an account
 * switch) are not asked about: they follow what the person just did.
 */
export function LeaveGuardNavigation() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { pathname, search } = useLocation();
  const currentPage = useRef(pathname + search);
  const currentIndex = useRef<number | null>(null);
  const undoing = useRef(false);

  useEffect(() => {
    currentPage.current = pathname + search;
    currentIndex.current = indexOf(window.history.state);
  }, [pathname, search]);

  // A layout effect of a child of the router: it runs before BrowserRouter's own, so this
  // `popstate` listener is added before the router's and runs first in every browser (Chromium
  // calls a window's listeners in the order they were added, capture or not).
  useLayoutEffect(() => {
    // Read at the moment of the event: a confirmed leave has just cleared the edits.
    const unsaved = () => selectUnsavedChanges(store.getState());

    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event, currentPage.current);
      if (to === null || !unsaved()) return;
      event.preventDefault();
      dispatch(leaveRequested({ to }));
    };

    const onPopState = (event: PopStateEvent) => {
      if (undoing.current) {
        // The step back to the form: the router never saw it leave.
        undoing.current = false;
        event.stopImmediatePropagation();
        return;
      }
      const from = currentIndex.current;
      const to = indexOf(event.state);
      if (from === null || to === null || from === to || !unsaved()) return;
      event.stopImmediatePropagation();
      const { pathname: path, search: query, hash } = window.location;
      undoing.current = true;
      window.history.go(from - to);
      dispatch(leaveRequested({ to: path + query + hash, historyStep: to - from }));
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dispatch, store]);

  return null;
}
