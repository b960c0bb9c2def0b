import de from '../../../../i18n/de.json?feature=accountSwitch';
import en from '../../../../i18n/en.json?feature=accountSwitch';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The account selection's texts, in its dialog's chunk. */
export const accountSwitchTexts: FeatureCatalogs = { de, en };
