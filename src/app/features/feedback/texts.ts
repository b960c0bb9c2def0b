import de from '../../../../i18n/de.json?feature=feedback';
import en from '../../../../i18n/en.json?feature=feedback';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The feedback form's texts (and the form texts it uses), in the feedback chunk. */
export const feedbackTexts: FeatureCatalogs = { de, en };
