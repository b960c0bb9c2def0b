import type { IntlShape } from 'react-intl';
import type { MediaFailure } from './slice';
import { mediaMessages as messages, mediaValueMessages } from './messages';

const megabytes = (bytes: unknown) => Math.round((Number(bytes) / 1_048_576) * 10) / 10;

/** The text of a failure (spec section 8), naming the allowed list and the maximum size. */
export function failureText(intl: IntlShape, failure: MediaFailure): string {
  const { params } = failure;
  switch (failure.errorKey) {
    case 'extensionNotAllowed':
      return intl.formatMessage(mediaValueMessages.errorExtensionNotAllowed, {
        extension: String(params.extension ?? ''),
        allowed: String(params.allowed ?? ''),
      });
    case 'fileTooLarge':
      return intl.formatMessage(mediaValueMessages.errorFileTooLarge, {
        maxBytes: Number(params.maxBytes),
        maxMegabytes: megabytes(params.maxBytes),
      });
    case 'imageUnsupported':
      return intl.formatMessage(messages.errorImageUnsupported);
    case 'imageTooLarge':
      return intl.formatMessage(mediaValueMessages.errorImageTooLarge, {
        maxSide: Number(params.maxSide),
        maxMegapixels: Number(params.maxMegapixels),
      });
    case 'noFileChosen':
      return intl.formatMessage(messages.errorNoFileChosen);
    case 'webspaceLimitReached':
      return intl.formatMessage(mediaValueMessages.errorWebspaceLimitReached, {
        usedMegabytes: megabytes(params.usedBytes),
        limitMegabytes: megabytes(params.limitBytes),
      });
    case 'fileNotFound':
      return intl.formatMessage(messages.errorFileNotFound);
    case 'folderNotFound':
      return intl.formatMessage(messages.errorFolderNotFound);
    case 'folderNameDuplicate':
      return intl.formatMessage(messages.errorFolderNameDuplicate);
    case 'folderNotEmpty':
      return intl.formatMessage(messages.errorFolderNotEmpty);
    case 'nameRequired':
      return intl.formatMessage(messages.errorNameRequired);
    case 'nameInvalid':
      return intl.formatMessage(messages.errorNameInvalid);
    default:
      return intl.formatMessage(messages.errorUnknown);
  }
}

/** "4,2 MB", "512 kB", "300 B" in the UI language. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= 1_048_576
      ? [bytes / 1_048_576, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}
