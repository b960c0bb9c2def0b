import { defineMessages, type NoMessageValues } from 'react-intl';

export const notificationMessages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  retry: NoMessageValues;
  markRead: NoMessageValues;
  delete: NoMessageValues;
  markReadFailed: NoMessageValues;
  deleteFailed: NoMessageValues;
  running: { progress: number };
  sourceWhatsApp: NoMessageValues;
  sourceEmailModule: NoMessageValues;
  close: NoMessageValues;
}>({
  title: { id: 'notifications.center.title', defaultMessage: 'Notifications' },
  empty: { id: 'notifications.center.empty', defaultMessage: 'No notifications.' },
  loading: { id: 'notifications.center.loading', defaultMessage: 'Loading notifications …' },
  loadFailed: {
    id: 'notifications.center.loadFailed',
    defaultMessage: 'Not all notifications could be loaded.',
  },
  retry: { id: 'notifications.center.retry', defaultMessage: 'Reload' },
  markRead: { id: 'notifications.center.markRead', defaultMessage: 'Mark as read' },
  delete: { id: 'notifications.center.delete', defaultMessage: 'Delete' },
  markReadFailed: {
    id: 'notifications.center.markReadFailed',
    defaultMessage: 'The notification could not be marked as read.',
  },
  deleteFailed: {
    id: 'notifications.center.deleteFailed',
    defaultMessage: 'The notification could not be deleted.',
  },
  running: { id: 'notifications.center.running', defaultMessage: 'In progress: {progress} %' },
  sourceWhatsApp: { id: 'notifications.center.sourceWhatsApp', defaultMessage: 'WhatsApp' },
  sourceEmailModule: { id: 'notifications.center.sourceEmailModule', defaultMessage: 'Email' },
  close: { id: 'notifications.center.close', defaultMessage: 'Close' },
});
