import de from '../../../../i18n/de.json?feature=media';
import en from '../../../../i18n/en.json?feature=media';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The media database screen's texts, in its own chunk. */
export const mediaTexts: FeatureCatalogs = { de, en };
