import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Set when a link of the open drawer is followed. The frame remounts on each navigation (the
 * outer RouteErrorBoundary is keyed by the path), so the hook's own state does not survive it;
 * the next frame reads this once and moves focus to the main content.
 */
let focusMainOnArrival = false;

/**
 * The open state of the navigation drawer on narrow screens (issue 23): the header's menu button
 * toggles it; it closes on navigation, on Escape (focus back to the button) and on a click
 * outside both the drawer and the button. Opening moves focus to the drawer's first link; a
 * followed link moves it to the main content.
 */
export function useNavDrawer() {
  const navId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  /** A link in the open drawer was followed: the drawer goes, focus moves to the new content. */
  const followed = useCallback(() => {
    if (!open) return;
    focusMainOnArrival = true;
    setOpen(false);
  }, [open]);

  useEffect(() => {
    setOpen(false);
    // The followed link itself is gone from view: focus goes where the new screen begins.
    if (focusMainOnArrival) document.getElementById('main')?.focus();
    focusMainOnArrival = false;
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const nav = document.getElementById(navId);
    nav?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!nav?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, navId, close]);

  return { navId, open, toggle, close, followed, button };
}

export type NavDrawer = ReturnType<typeof useNavDrawer>;
