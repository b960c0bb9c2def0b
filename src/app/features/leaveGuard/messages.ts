import { defineMessages } from 'react-intl';

/** Texts of the unsaved-changes question (issue 23). */
export const leaveGuardMessages = defineMessages({
  title: { id: 'app.leaveGuard.title', defaultMessage: 'Discard unsaved changes?' },
  text: {
    id: 'app.leaveGuard.text',
    defaultMessage: 'Your changes on this page are not saved. If you leave now, they are lost.',
  },
  stay: { id: 'app.leaveGuard.stay', defaultMessage: 'Stay on this page' },
  leave: { id: 'app.leaveGuard.leave', defaultMessage: 'Leave and discard' },
});
