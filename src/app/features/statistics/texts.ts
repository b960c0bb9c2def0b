import de from '../../../../i18n/de.json?feature=statistics';
import en from '../../../../i18n/en.json?feature=statistics';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The statistics screens' texts, in their chunk. */
export const statisticsTexts: FeatureCatalogs = { de, en };
