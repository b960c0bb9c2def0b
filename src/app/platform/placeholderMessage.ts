/**
 * The placeholder choosers (`/Controls/PlaceholderChooser`, `/Controls/WhatsAppPlaceholderChooser`)
 * open in a popup or a frame of an editor: the chosen placeholder goes to the window that opened
 * or holds them, on our own origin only. Answers whether such a window was there.
 */
export const placeholderMessageType = 'relay:placeholder';

export function postPlaceholder(placeholder: string): boolean {
  const target = window.opener ?? (window.parent !== window ? window.parent : null);
  if (!target) return false;
  (target as Window).postMessage(
    { type: placeholderMessageType, placeholder },
    window.location.origin,
  );
  return true;
}
