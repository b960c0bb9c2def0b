import de from '../../../../i18n/de.json?feature=help';
import en from '../../../../i18n/en.json?feature=help';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The help popup's texts (and the form texts it uses), in its own chunk. */
export const helpTexts: FeatureCatalogs = { de, en };
