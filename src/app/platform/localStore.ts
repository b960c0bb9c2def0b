import type { StorageKey } from './storageKeys';

/**
 * Small JSON helpers around `localStorage`. Storage can be full, disabled or hold garbage written
 * by an older version: reads then answer null and writes are dropped, never thrown at a saga.
 */
export function readJson<T>(key: StorageKey): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the cache is an optimisation only.
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // see writeJson
  }
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // see writeJson
    }
  }
}
