/**
 * Template (spec section 5): approved, else an error naming its status; quality medium or low
 * warns; an active double opt-in process must exist and the template must hold its opt-out
 * keyword (body, footer or a button), else errors — recipients must be able to opt out.
 */
import { containsKeyword } from '../../../../common/doubleOptIn';
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import { TemplateQuality, TemplateStatus } from '../../../../common/templates';
import { enumName } from '../../../../common/whatsappAccounts';
import type { Queryable } from '../../../db/database';
import { activeDoiProcess } from '../../doubleOptIn/activeProcess';
import { findTemplate } from '../../templates/store';
import type { NewsletterRow } from '../newsletterStore';
import { entry } from './entry';

export async function templateCheck(tx: Queryable, n: NewsletterRow): Promise<ValidationEntry[]> {
  const template = n.template_id ? await findTemplate(tx, n.account_id, n.template_id) : undefined;
  if (!template || template.whatsapp_account_id !== n.whatsapp_account_id) {
    return [entry('Template', ValidationResult.error, 'templateMissing')];
  }
  const lines: ValidationEntry[] = [];
  if (template.status !== TemplateStatus.approved) {
    lines.push(
      entry('Template', ValidationResult.error, 'templateStatusError', {
        validationState: enumName(TemplateStatus, template.status),
      }),
    );
  }
  if (template.quality === TemplateQuality.medium || template.quality === TemplateQuality.low) {
    lines.push(
      entry('Template', ValidationResult.warning, 'templateQualityInfo', {
        validationState: enumName(TemplateQuality, template.quality),
      }),
    );
  }
  const process = await activeDoiProcess(tx, n.account_id);
  if (!process) {
    lines.push(entry('Template', ValidationResult.error, 'noActiveDoi'));
  } else {
    const texts = [
      template.body_text,
      template.footer_text,
      ...template.buttons.map((b) => b.text),
    ];
    if (!texts.some((text) => containsKeyword(text, process.optOutKeyword))) {
      lines.push(
        entry('Template', ValidationResult.error, 'optOutKeywordMissing', {
          details: { keyword: process.optOutKeyword },
        }),
      );
    }
  }
  if (lines.length === 0) {
    return [entry('Template', ValidationResult.success, null, { validationState: template.name })];
  }
  return lines;
}
