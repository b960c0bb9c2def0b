import de from '../../../../i18n/de.json?feature=itemAccount';
import en from '../../../../i18n/en.json?feature=itemAccount';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The switch offer's texts, in the chunk of the item screens that show it. */
export const itemAccountTexts: FeatureCatalogs = { de, en };
