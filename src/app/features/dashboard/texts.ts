import de from '../../../../i18n/de.json?feature=dashboard';
import en from '../../../../i18n/en.json?feature=dashboard';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The start page's texts, in its chunk. */
export const dashboardTexts: FeatureCatalogs = { de, en };
