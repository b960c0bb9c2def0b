import type { ItemAccount, ItemKind } from '../../common/itemAccount';
import type { LeftNavTree, ProductList } from '../../common/navigation';
import type { NotificationList } from '../../common/shell';
import { requestJson } from './client';
import { suiteService, whatsAppService } from './services';

/** `GET /NavigationApi/Navigation/GetLeftNavTree`: the modules the user may use. */
export function getLeftNavTree(): Promise<LeftNavTree> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/Navigation/GetLeftNavTree', { signal }),
  );
}

/** `GET /NavigationApi/Navigation/GetProducts`: the account's products. */
export function getProducts(): Promise<ProductList> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/Navigation/GetProducts', { signal }),
  );
}

/** Spec section 9: the notification fetch gives up after 5000 ms. */
export const notificationTimeoutMs = 5000;

/** `GET /NavigationApi/NotificationCenter/GetNotifications` (the saga applies the 5 s time-out). */
export function getNotifications(): Promise<NotificationList> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/NotificationCenter/GetNotifications', {
      signal,
    }),
  );
}

/** `GET /WhatsAppApi/UserNotification/`. */
export function getWhatsAppNotifications(): Promise<NotificationList> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/UserNotification/', {
      signal,
    }),
  );
}

/**
 * `GET /NavigationApi/Navigation/GetItemAccount?kind=&id=`: which of the user's accounts holds an
 * item (404 when none of them does).
 */
export function getItemAccount(kind: ItemKind, id: number): Promise<ItemAccount> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/Navigation/GetItemAccount', {
      signal,
      searchParams: { kind, id },
    }),
  );
}
