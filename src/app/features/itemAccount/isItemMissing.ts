/**
 * An item screen's load failed because the current account does not hold the item (404) or
 * may not see it (403): the cases where another account of the user may hold it.
 */
export function isItemMissing(errorKey: string | null | undefined): boolean {
  return errorKey === 'notFound' || errorKey === 'forbidden';
}
