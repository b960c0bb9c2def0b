import de from '../../../../i18n/de.json?feature=subscribers';
import en from '../../../../i18n/en.json?feature=subscribers';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The subscriber screens' texts (and the form texts they use), in the subscribers chunk. */
export const subscribersTexts: FeatureCatalogs = { de, en };
