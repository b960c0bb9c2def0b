import type { NotificationSource } from '../../common/shell';
import { requestVoid } from './client';
import { suiteService, whatsAppService } from './services';

/** Marks a notification read at the service it came from (spec section 7). */
export function markNotificationRead(source: NotificationSource, id: number): Promise<void> {
  return requestVoid((signal) =>
    source === 'whatsApp'
      ? whatsAppService.put(`WhatsAppApi/UserNotification/${id}`, { signal })
      : suiteService.put(`NavigationApi/NotificationCenter/MarkRead/${id}`, { signal }),
  );
}

/** Deletes a notification at the service it came from. */
export function deleteNotification(source: NotificationSource, id: number): Promise<void> {
  return requestVoid((signal) =>
    source === 'whatsApp'
      ? whatsAppService.delete(`WhatsAppApi/UserNotification/${id}`, { signal })
      : suiteService.delete(`NavigationApi/NotificationCenter/DeleteNotification/${id}`, {
          signal,
        }),
  );
}
