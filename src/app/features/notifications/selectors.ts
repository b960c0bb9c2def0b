import type { RootState } from '../../store/rootReducer';

export const selectNotifications = (state: RootState) => state.notifications.items;
export const selectNotificationsStatus = (state: RootState) => state.notifications.status;
export const selectUnreadCount = (state: RootState) =>
  state.notifications.items.filter((item) => item.highlight).length;
export const selectMarkReadFault = (state: RootState) => state.notifications.markReadFault;
export const selectDeleteFault = (state: RootState) => state.notifications.deleteFault;
