import de from '../../../../i18n/de.json?feature=sso';
import en from '../../../../i18n/en.json?feature=sso';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The SSO screens' texts (and the form texts they use), in the SSO chunk. */
export const ssoTexts: FeatureCatalogs = { de, en };
