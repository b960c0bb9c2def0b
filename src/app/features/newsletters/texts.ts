import de from '../../../../i18n/de.json?feature=newsletters';
import en from '../../../../i18n/en.json?feature=newsletters';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The newsletter list's and editor's texts, in their chunk. */
export const newslettersTexts: FeatureCatalogs = { de, en };
