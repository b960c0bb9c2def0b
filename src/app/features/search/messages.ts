import { defineMessages, type NoMessageValues } from 'react-intl';

export const searchMessages = defineMessages<{
  tooShort: NoMessageValues;
  searching: NoMessageValues;
  failed: NoMessageValues;
  noHits: { text: string };
  more: NoMessageValues;
  lastQueries: NoMessageValues;
  visitedPages: NoMessageValues;
  historyFailed: NoMessageValues;
  source: { source: string };
  close: NoMessageValues;
  newsletterStatus: { status: number };
  templateStatus: { status: number };
}>({
  newsletterStatus: {
    id: 'app.search.newsletterStatus',
    defaultMessage:
      '{status, select, 0 {Draft} 1 {Ready to send} 2 {Planned} 3 {Sending} 4 {Sent} 5 {Archived} 6 {Stopped} other {}}',
  },
  templateStatus: {
    id: 'app.search.templateStatus',
    defaultMessage:
      '{status, select, 0 {Draft} 1 {In review} 2 {Approved} 3 {Rejected} 4 {Archived} 5 {Paused} other {}}',
  },
  tooShort: {
    id: 'app.search.tooShort',
    defaultMessage: 'Type at least 3 characters to search.',
  },
  searching: { id: 'app.search.searching', defaultMessage: 'Searching …' },
  failed: { id: 'app.search.failed', defaultMessage: 'The search failed. Please try again.' },
  noHits: { id: 'app.search.noHits', defaultMessage: 'Nothing found for “{text}”.' },
  more: { id: 'app.search.more', defaultMessage: 'More hits: refine your search.' },
  lastQueries: { id: 'app.search.lastQueries', defaultMessage: 'Recent searches' },
  visitedPages: { id: 'app.search.visitedPages', defaultMessage: 'Recently visited' },
  historyFailed: {
    id: 'app.search.historyFailed',
    defaultMessage: 'Recent searches could not be loaded.',
  },
  source: {
    id: 'app.search.source',
    defaultMessage:
      '{source, select, subscribers {Subscribers} emailCampaigns {Email campaigns} smsCampaigns {SMS campaigns} events {Events} whatsAppTemplates {WhatsApp templates} whatsAppNewsletters {WhatsApp newsletters} other {Other}}',
  },
  close: { id: 'app.search.close', defaultMessage: 'Search results' },
});
