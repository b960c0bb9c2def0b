import de from '../../../../i18n/de.json?feature=doubleOptIn';
import en from '../../../../i18n/en.json?feature=doubleOptIn';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The double opt-in editor's texts, in its chunk. */
export const doubleOptInTexts: FeatureCatalogs = { de, en };
