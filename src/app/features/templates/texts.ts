import de from '../../../../i18n/de.json?feature=templates';
import en from '../../../../i18n/en.json?feature=templates';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The template list's and editor's texts, in their chunk. */
export const templatesTexts: FeatureCatalogs = { de, en };
