/**
 * The browser side of the embedded signup, called from the sagas only: the popup, its `message`
 * events as an eventChannel, and Facebook's JS SDK. Nothing here enters the store.
 */
import { eventChannel, type EventChannel } from 'redux-saga';

export type SignupEvent = { type: 'message'; data: unknown } | { type: 'closed' };

export function ownOrigin(): string {
  return window.location.origin;
}

/** Null when the browser (or an ad blocker) blocked the popup. */
export function openSignupPopup(url: string): Window | null {
  return window.open(url, 'whatsapp-embedded-signup', 'popup,width=640,height=780');
}

/**
 * The `message` events of allowed origins, and `closed` once the popup is gone (polled; a
 * second late, so a message posted just before closing still comes first).
 */
export function signupEvents(
  isAllowedOrigin: (origin: string) => boolean,
  popup: Window | null,
): EventChannel<SignupEvent> {
  return eventChannel<SignupEvent>((emit) => {
    const onMessage = (event: MessageEvent) => {
      if (isAllowedOrigin(event.origin)) emit({ type: 'message', data: event.data });
    };
    window.addEventListener('message', onMessage);
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const poll = popup
      ? setInterval(() => {
          if (popup.closed && closedTimer === undefined) {
            closedTimer = setTimeout(() => emit({ type: 'closed' }), 1000);
          }
        }, 500)
      : undefined;
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(closedTimer);
    };
  });
}

export function closeChannel(channel: EventChannel<SignupEvent>): void {
  channel.close();
}

interface FacebookLoginResponse {
  authResponse?: { code?: string } | null;
  status?: string;
}

export interface FacebookSdk {
  init(options: {
    appId: string;
    autoLogAppEvents: boolean;
    xfbml: boolean;
    version: string;
  }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: object): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

/** Thrown when Facebook's script could not load (blocked, offline) or did not in time. */
export class ScriptBlockedError extends Error {
  constructor() {
    super("Facebook's JS SDK could not be loaded");
    this.name = 'ScriptBlockedError';
  }
}

/** Loads and initialises Facebook's JS SDK once; rejects after `timeoutMs` (spec: 120 s). */
export function loadFacebookSdk(
  settings: { appId: string; apiVersion: string },
  timeoutMs: number,
): Promise<FacebookSdk> {
  if (window.FB) return Promise.resolve(window.FB);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScriptBlockedError()), timeoutMs);
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      const sdk = window.FB!;
      sdk.init({
        appId: settings.appId,
        autoLogAppEvents: true,
        xfbml: false,
        version: settings.apiVersion,
      });
      resolve(sdk);
    };
    const script = document.createElement('script');
    script.src = 'https://connect.facebook.net/en_US/sdk.js';
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      clearTimeout(timer);
      reject(new ScriptBlockedError());
    };
    document.head.appendChild(script);
  });
}

/** FB.login for the embedded signup (shared doc, step 1): the code, or null when cancelled. */
export function facebookLogin(sdk: FacebookSdk, configId: string): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.code ?? null), {
      config_id: configId,
      response_type: 'code',
      override_default_response_type: true,
      extras: { setup: {}, sessionInfoVersion: '3' },
    });
  });
}
