/** Whether this tab is in view; sagas poll only then (a hidden tab needs no fresh messages). */
export function tabVisible(): boolean {
  return document.visibilityState !== 'hidden';
}
