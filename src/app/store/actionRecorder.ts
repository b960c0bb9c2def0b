import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/** How many actions a support log holds (issue 23: the last 500). */
export const supportLogActionLimit = 500;

export interface Recording {
  /** The state before the first recorded action. */
  preloadedState: unknown;
  actions: UnknownAction[];
}

export interface ActionRecorder {
  middleware: Middleware;
  recording(): Recording;
}

/**
 * Keeps the last `limit` actions with the state before each (shared structure, so cheap), so a
 * support log can start from the state before its first action and replay the rest.
 */
export function createActionRecorder(limit = supportLogActionLimit): ActionRecorder {
  const entries: { before: unknown; action: UnknownAction }[] = [];
  let latest: unknown;
  const middleware: Middleware = (api) => (next) => (action) => {
    const before = api.getState();
    const result = next(action);
    entries.push({ before, action: action as UnknownAction });
    if (entries.length > limit) entries.shift();
    latest = api.getState();
    return result;
  };
  return {
    middleware,
    recording: () => ({
      preloadedState: entries[0]?.before ?? latest,
      actions: entries.map((entry) => entry.action),
    }),
  };
}
