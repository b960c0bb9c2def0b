/** Data shapes of the shell's calls (spec sections 3 and 7), shared by the SPA and the server. */

/** `GET /NavigationApi/HelpArea/GetHelpAreaValues`. */
export interface HelpAreaValues {
  partnerPhone: string;
  partnerEmail: string;
  /** The chat shows the user by this name. */
  chatUserName: string;
  userEmail: string;
  /** `de` or `en`, from the user's locale. */
  chatLanguage: string;
  showChat: boolean;
}

export interface Whitepaper {
  id: number;
  title: string;
  description: string;
  url: string;
}

/** `GET /NavigationApi/HelpArea/GetWhitePapers`. */
export interface WhitepaperList {
  whitepapers: Whitepaper[];
}

/** `POST /NavigationApi/HelpArea/SendSupportRequest`. */
export interface SupportRequestAnswer {
  success: boolean;
}

/** Where a notification comes from (spec section 3): the suite's email module, or WhatsApp. */
export type NotificationSource = 'emailModule' | 'whatsApp';

/** A notification of the notification centre (spec section 3). */
export interface ServerNotification {
  /** Null for a system notification: it is read or deleted in the browser only. */
  id: number | null;
  source: NotificationSource;
  text: string;
  linkUrl: string | null;
  /** ISO date and time. */
  date: string;
  /** Unread: shown highlighted until marked read. */
  highlight: boolean;
  /** Set for system notifications (to everybody of the account). */
  systemNotificationID: string | null;
  /** Work still running: shows a progress bar of `progress` percent. */
  currentlyRunning: boolean;
  progress: number;
  openLinkInNewWindow: boolean;
}

/** `GET /NavigationApi/NotificationCenter/GetNotifications` and `GET /WhatsAppApi/UserNotification/`. */
export interface NotificationList {
  notifications: ServerNotification[];
}

/** Consent types of `CheckConsent` and `AddConsent` (spec section 7). */
export const consentTypes = { ai: 4, whatsApp: 5 } as const;
export type ConsentType = (typeof consentTypes)[keyof typeof consentTypes];

/**
 * The error key of a WhatsApp call made while the account has not given the WhatsApp consent
 * (403): the SPA shows the consent screen for it.
 */
export const whatsAppConsentMissing = 'whatsAppConsentMissing';

/** `GET /AccountApi/AccountApi/CheckConsent` and `POST .../AddConsent`. */
export interface ConsentState {
  consentType: ConsentType;
  consentGiven: boolean;
  /** When and by whom it was given (null while not given). */
  givenAt: string | null;
  givenBy: string | null;
}
