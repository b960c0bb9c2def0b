/**
 * The warnings of spec section 3 a template shows in the list: Status (rejected or paused), Quality
 * (medium or low), NoActiveDOI (the account has no active double opt-in process) and
 * KeywordMissing (the template does not hold the active process's opt-out keyword, which the
 * pre-send check demands, spec section 5).
 */
import { containsKeyword } from '../../../common/doubleOptIn';
import { TemplateQuality, TemplateStatus, type TemplateWarning } from '../../../common/templates';
import type { StoredButton } from './store';

export interface WarningInput {
  status: TemplateStatus;
  quality: TemplateQuality;
  body_text: string;
  footer_text: string;
  buttons: StoredButton[];
}

/** `optOutKeyword`: of the active process; null when none is active. */
export function templateWarningsOf(
  row: WarningInput,
  optOutKeyword: string | null,
): TemplateWarning[] {
  if (row.status === TemplateStatus.archive) return [];
  const warnings: TemplateWarning[] = [];
  if (row.status === TemplateStatus.rejected || row.status === TemplateStatus.paused) {
    warnings.push('Status');
  }
  if (row.quality === TemplateQuality.medium || row.quality === TemplateQuality.low) {
    warnings.push('Quality');
  }
  if (optOutKeyword === null) {
    warnings.push('NoActiveDOI');
  } else {
    const texts = [row.body_text, row.footer_text, ...row.buttons.map((b) => b.text)];
    if (!texts.some((text) => containsKeyword(text, optOutKeyword)))
      warnings.push('KeywordMissing');
  }
  return warnings;
}
