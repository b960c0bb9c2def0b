import de from '../../../../i18n/de.json?feature=whatsappAccounts';
import en from '../../../../i18n/en.json?feature=whatsappAccounts';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The accounts screen's texts, in its chunk. */
export const whatsappAccountsTexts: FeatureCatalogs = { de, en };
