import { defineMessages } from 'react-intl';

export const mediaMessages = defineMessages({
  title: { id: 'media.title', defaultMessage: 'Mediendatenbank' },
  searchResults: { id: 'media.search.results', defaultMessage: 'Suchergebnisse' },
  intro: {
    id: 'media.intro',
    defaultMessage:
      'Bilder für Ihre Vorlagen und Newsletter, in Ordnern. Erlaubt sind JPG- und PNG-Dateien bis 5 MB.',
  },
  root: { id: 'media.breadcrumb.root', defaultMessage: 'Alle Dateien' },
  breadcrumb: { id: 'media.breadcrumb.label', defaultMessage: 'Ordnerpfad' },
  loading: { id: 'media.loading', defaultMessage: 'Dateien werden geladen …' },
  loadFailed: {
    id: 'media.loadFailed',
    defaultMessage: 'Die Dateien konnten nicht geladen werden.',
  },
  empty: { id: 'media.empty', defaultMessage: 'Dieser Ordner ist leer.' },
  foldersTitle: { id: 'media.folders.title', defaultMessage: 'Ordner' },
  filesTitle: { id: 'media.files.title', defaultMessage: 'Dateien' },
  newFolder: { id: 'media.folder.new', defaultMessage: 'Neuer Ordner' },
  folderName: { id: 'media.folder.name', defaultMessage: 'Name des Ordners' },
  renameFolder: { id: 'media.folder.rename', defaultMessage: 'Ordner umbenennen' },
  deleteFolder: { id: 'media.folder.delete', defaultMessage: 'Ordner löschen' },
  assetName: { id: 'media.asset.name', defaultMessage: 'Name der Datei' },
  renameAsset: { id: 'media.asset.rename', defaultMessage: 'Umbenennen' },
  tagAsset: { id: 'media.asset.tag', defaultMessage: 'Schlagwörter' },
  tagsLabel: {
    id: 'media.asset.tags.label',
    defaultMessage: 'Schlagwörter, durch Kommas getrennt',
  },
  deleteAsset: { id: 'media.asset.delete', defaultMessage: 'Löschen' },
  noTags: { id: 'media.asset.noTags', defaultMessage: 'Keine Schlagwörter' },
  deletedUser: { id: 'media.asset.deletedUser', defaultMessage: 'Gelöschter Benutzer' },
  save: { id: 'media.dialog.save', defaultMessage: 'Speichern' },
  cancel: { id: 'media.dialog.cancel', defaultMessage: 'Abbrechen' },
  confirmDelete: { id: 'media.dialog.confirmDelete', defaultMessage: 'Löschen' },
  deleteAssetTitle: { id: 'media.dialog.deleteAsset.title', defaultMessage: 'Datei löschen?' },
  deleteFolderTitle: { id: 'media.dialog.deleteFolder.title', defaultMessage: 'Ordner löschen?' },
  uploadTitle: { id: 'media.upload.title', defaultMessage: 'Dateien hochladen' },
  uploadChoose: { id: 'media.upload.choose', defaultMessage: 'Bilddateien auswählen' },
  uploadButton: { id: 'media.upload.button', defaultMessage: 'Hochladen' },
  uploadHint: {
    id: 'media.upload.hint',
    defaultMessage: 'JPG, JPEG oder PNG, höchstens 5 MB je Datei.',
  },
  uploadDone: { id: 'media.upload.done', defaultMessage: 'Hochgeladen' },
  uploadDismiss: { id: 'media.upload.dismiss', defaultMessage: 'Ausblenden' },
  errorImageUnsupported: {
    id: 'media.error.imageUnsupported',
    defaultMessage:
      'Das Bild wird nicht unterstützt oder kann nicht verarbeitet werden: Die Datei ist kein gültiges JPG- oder PNG-Bild.',
  },
  errorNoFileChosen: {
    id: 'media.error.noFileChosen',
    defaultMessage: 'Bitte wählen Sie zuerst eine Datei aus.',
  },
  errorFileNotFound: {
    id: 'media.error.fileNotFound',
    defaultMessage: 'Die Datei wurde nicht gefunden. Sie wurde vielleicht gelöscht.',
  },
  errorFolderNotFound: {
    id: 'media.error.folderNotFound',
    defaultMessage: 'Der Ordner wurde nicht gefunden. Er wurde vielleicht gelöscht.',
  },
  errorFolderNameDuplicate: {
    id: 'media.error.folderNameDuplicate',
    defaultMessage: 'Hier gibt es schon einen Ordner mit diesem Namen.',
  },
  errorFolderNotEmpty: {
    id: 'media.error.folderNotEmpty',
    defaultMessage:
      'Der Ordner ist nicht leer. Löschen oder verschieben Sie zuerst seine Ordner und Dateien.',
  },
  errorNameRequired: {
    id: 'media.error.nameRequired',
    defaultMessage: 'Bitte geben Sie einen Namen ein.',
  },
  errorNameInvalid: {
    id: 'media.error.nameInvalid',
    defaultMessage: 'Der Name darf die Zeichen / \\ < > nicht enthalten.',
  },
  errorUnknown: {
    id: 'media.error.unknown',
    defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
});

/** Texts with values. */
export const mediaValueMessages = defineMessages<{
  webspace: { used: string; limit: string };
  confirmAsset: { name: string };
  confirmFolder: { name: string };
  uploadProgress: { name: string; percent: number };
  assetActions: { name: string };
  errorExtensionNotAllowed: { extension: string; allowed: string };
  errorFileTooLarge: { maxMegabytes: number; maxBytes: number };
  errorImageTooLarge: { maxSide: number; maxMegapixels: number };
  errorWebspaceLimitReached: { usedMegabytes: number; limitMegabytes: number };
}>({
  errorExtensionNotAllowed: {
    id: 'media.error.extensionNotAllowed',
    defaultMessage:
      'Dateien mit der Endung „.{extension}“ sind nicht erlaubt. Erlaubt sind: {allowed}.',
  },
  errorFileTooLarge: {
    id: 'media.error.fileTooLarge',
    defaultMessage:
      'Die Datei ist zu groß. Erlaubt sind höchstens {maxMegabytes, number} MB ({maxBytes, number} Bytes).',
  },
  errorImageTooLarge: {
    id: 'media.error.imageTooLarge',
    defaultMessage:
      'Das Bild ist zu groß: höchstens {maxSide, number} Pixel je Seite und {maxMegapixels, number} Megapixel.',
  },
  errorWebspaceLimitReached: {
    id: 'media.error.webspaceLimitReached',
    defaultMessage:
      'Der Speicherplatz ist voll ({usedMegabytes, number} von {limitMegabytes, number} MB belegt). Löschen Sie nicht mehr benötigte Dateien.',
  },
  webspace: { id: 'media.webspace', defaultMessage: 'Speicherplatz: {used} von {limit} belegt' },
  confirmAsset: {
    id: 'media.dialog.deleteAsset.text',
    defaultMessage:
      'Die Datei „{name}“ wird gelöscht. Vorlagen, die sie verwenden, verlieren das Bild.',
  },
  confirmFolder: {
    id: 'media.dialog.deleteFolder.text',
    defaultMessage: 'Der leere Ordner „{name}“ wird gelöscht.',
  },
  uploadProgress: {
    id: 'media.upload.progress',
    defaultMessage: '{name} wird hochgeladen: {percent, number, percent}',
  },
  assetActions: { id: 'media.asset.actions', defaultMessage: 'Aktionen für {name}' },
});
