import { defineMessages } from 'react-intl';

/** Texts of the unsaved-changes question (issue 23). */
export const leaveGuardMessages = defineMessages({
  title: { id: 'app.leaveGuard.title', defaultMessage: 'Discard unsaved changes?' },
  text: {
    id: 'app.leaveGuard.text',
    defaultMessage: 'Your changes on this page are not saved. If you leave now, they are lost.',
  },
  textAccount: {
    id: 'app.leaveGuard.textAccount',
    defaultMessage:
      'Your changes on this page are not saved. If you switch the account now, they are lost.',
  },
  switchAccount: { id: 'app.leaveGuard.switchAccount', defaultMessage: 'Switch and discard' },
  stay: { id: 'app.leaveGuard.stay', defaultMessage: 'Stay on this page' },
  leave: { id: 'app.leaveGuard.leave', defaultMessage: 'Leave and discard' },
});

/** Texts of the cross-tab switch while a form holds unsaved edits (issue 23). */
export const switchedElsewhereMessages = defineMessages({
  title: {
    id: 'app.switchedElsewhere.title',
    defaultMessage: 'Account switched in another tab',
  },
  text: {
    id: 'app.switchedElsewhere.text',
    defaultMessage:
      'You switched to another account in another tab. Your changes on this page are not saved yet. Keep them to save them to the previous account or to copy them; this tab then follows the other one. Or follow now and discard them.',
  },
  titleSignedOut: {
    id: 'app.switchedElsewhere.titleSignedOut',
    defaultMessage: 'Signed out in another tab',
  },
  textSignedOut: {
    id: 'app.switchedElsewhere.textSignedOut',
    defaultMessage:
      'You signed out in another tab. Your changes on this page are not saved. Keep them on screen to copy what you need, then sign in again.',
  },
  keep: { id: 'app.switchedElsewhere.keep', defaultMessage: 'Keep my changes' },
  follow: { id: 'app.switchedElsewhere.follow', defaultMessage: 'Follow now and discard' },
  signInAgain: {
    id: 'app.switchedElsewhere.signInAgain',
    defaultMessage: 'Sign in again and discard',
  },
  waiting: {
    id: 'app.switchedElsewhere.waiting',
    defaultMessage:
      'The account was switched in another tab. This tab follows once you have saved or left this page.',
  },
  waitingSignedOut: {
    id: 'app.switchedElsewhere.waitingSignedOut',
    defaultMessage: 'You signed out in another tab. Copy what you need, then sign in again.',
  },
});
