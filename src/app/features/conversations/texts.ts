import de from '../../../../i18n/de.json?feature=conversations';
import en from '../../../../i18n/en.json?feature=conversations';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The inbox's and thread's texts, in their chunk. */
export const conversationsTexts: FeatureCatalogs = { de, en };
