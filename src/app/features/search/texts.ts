import de from '../../../../i18n/de.json?feature=search';
import en from '../../../../i18n/en.json?feature=search';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The search panel's texts, in its chunk. */
export const searchTexts: FeatureCatalogs = { de, en };
