import de from '../../../../i18n/de.json?feature=leaveGuard';
import en from '../../../../i18n/en.json?feature=leaveGuard';
import type { FeatureCatalogs } from '../../i18n/FeatureTexts';

/** The leave guard's questions, in their chunk: the start page never asks them. */
export const leaveGuardTexts: FeatureCatalogs = { de, en };
