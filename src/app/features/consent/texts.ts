import de from '../../../../i18n/de.json?feature=consent';
import en from '../../../../i18n/en.json?feature=consent';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The consent screen's texts, in its own chunk. */
export const consentTexts: FeatureCatalogs = { de, en };
