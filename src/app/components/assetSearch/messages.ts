import { defineMessages } from 'react-intl';

/** Texts of the asset search box (media database, template editor). */
export const assetSearchMessages = defineMessages({
  label: { id: 'app.assetSearch.label', defaultMessage: 'Dateien suchen' },
  hint: {
    id: 'app.assetSearch.hint',
    defaultMessage: 'Name oder Schlagwort, ab 3 Zeichen; gesucht wird in allen Ordnern.',
  },
  searching: { id: 'app.assetSearch.searching', defaultMessage: 'Es wird gesucht …' },
  failed: { id: 'app.assetSearch.failed', defaultMessage: 'Die Suche ist fehlgeschlagen.' },
  empty: { id: 'app.assetSearch.empty', defaultMessage: 'Keine Datei passt zur Suche.' },
  more: {
    id: 'app.assetSearch.more',
    defaultMessage: 'Es gibt weitere Treffer: Grenzen Sie die Suche weiter ein.',
  },
});
