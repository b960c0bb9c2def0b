import de from '../../../../i18n/de.json?feature=notifications';
import en from '../../../../i18n/en.json?feature=notifications';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The notification centre's texts, in its own chunk. */
export const notificationTexts: FeatureCatalogs = { de, en };
