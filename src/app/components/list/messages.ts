import { defineMessages } from 'react-intl';

/** Texts of the list filters and the pager (ids `app.list.*`). */
export const listMessages = defineMessages({
  filterStatus: { id: 'app.list.filter.status', defaultMessage: 'Status' },
  filterLanguage: { id: 'app.list.filter.language', defaultMessage: 'Language' },
  filterCreator: { id: 'app.list.filter.creator', defaultMessage: 'Created by' },
  all: { id: 'app.list.filter.all', defaultMessage: 'All' },
  deletedUser: { id: 'app.list.deletedUser', defaultMessage: 'Deleted user' },
  previous: { id: 'app.list.previous', defaultMessage: 'Previous' },
  next: { id: 'app.list.next', defaultMessage: 'Next' },
  selectVisible: { id: 'app.list.selectVisible', defaultMessage: 'Select visible' },
});

export const listValueMessages = defineMessages<{
  range: { from: number; to: number; total: number };
  selectAllResults: { total: number };
}>({
  selectAllResults: {
    id: 'app.list.selectAllResults',
    defaultMessage: 'Select all {total, number} results',
  },
  range: {
    id: 'app.list.range',
    defaultMessage: '{from, number}–{to, number} of {total, number}',
  },
});

/** One thing that blocks a change, named with its kind and (a newsletter's) status. */
export const usageMessages = defineMessages<{
  usage: { kind: string; name: string; status: number };
}>({
  usage: {
    id: 'app.list.usage',
    defaultMessage:
      '{kind, select, newsletter {Newsletter} template {Template} doubleOptIn {Double opt-in} other {{kind}}} “{name}”{status, select, 0 { (draft)} 1 { (ready to send)} 2 { (planned)} 3 { (sending)} 4 { (sent)} 5 { (archived)} 6 { (stopped)} other {}}',
  },
});

/** The per-row actions button of narrow screens (RowActions). */
export const rowActionMessages = defineMessages<{ menu: { name: string } }>({
  menu: { id: 'app.list.rowActions', defaultMessage: 'Actions for {name}' },
});
