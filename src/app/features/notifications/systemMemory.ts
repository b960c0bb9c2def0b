import { readJson, writeJson } from '../../platform/localStore';
import { storageKeys } from '../../platform/storageKeys';

/**
 * What the user did with system notifications, which have no server id (spec section 4): their
 * systemNotificationIDs, read and deleted, kept in local storage. Called from sagas only.
 */
export interface SystemNotificationMemory {
  read: string[];
  deleted: string[];
}

export function readSystemMemory(): SystemNotificationMemory {
  const stored = readJson<Partial<SystemNotificationMemory>>(storageKeys.systemNotifications);
  return {
    read: Array.isArray(stored?.read) ? stored.read : [],
    deleted: Array.isArray(stored?.deleted) ? stored.deleted : [],
  };
}

export function rememberSystemNotification(kind: 'read' | 'deleted', id: string): void {
  const memory = readSystemMemory();
  if (!memory[kind].includes(id)) memory[kind].push(id);
  writeJson(storageKeys.systemNotifications, memory);
}
