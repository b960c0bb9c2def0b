/**
 * Link (spec section 5): every link of the template — URL buttons and links in the body — must be
 * a valid URL and reachable; https is advised, so http warns. An unreachable link warns too
 * rather than blocking: a site behind a firewall or down for a minute should not stop a send
 * (the marketer decides). Links that hold a placeholder are skipped: they differ per recipient.
 * Each link is a sub-entry; the line takes the worst.
 */
import { ValidationResult, type ValidationEntry } from '../../../../common/newsletters';
import { ButtonType } from '../../../../common/templates';
import type { Queryable } from '../../../db/database';
import type { Network } from '../../../http/outbound/network';
import { publicProbe } from '../../../http/outbound/publicProbe';
import { findTemplate } from '../../templates/store';
import type { NewsletterRow } from '../newsletterStore';
import { entry, worstOf } from './entry';

/** Answers whether `url` answers at all (any status below 400, or 405 to a HEAD request). */
export type LinkProbe = (url: string) => Promise<boolean>;

/**
 * The link check's probe: never reaches an internal address (also not by a name or a redirect),
 * and such a link reads "not reachable" like any other (see publicProbe.ts).
 */
export function linkProbe(network: Network, timeoutMs: number): LinkProbe {
  const probe = publicProbe(network, timeoutMs);
  return async (url) => (await probe(url)) === 'reachable';
}

const bodyLinks = (text: string) => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];

async function linkLine(url: string, probe: LinkProbe): Promise<ValidationEntry> {
  const line = (result: ValidationResult, errorKey: string | null) =>
    entry('Link', result, errorKey, { validationState: url, details: { url } });
  if (url.includes('{{')) return line(ValidationResult.success, 'linkSkipped');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return line(ValidationResult.error, 'linkInvalid');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return line(ValidationResult.error, 'linkInvalid');
  }
  if (!(await probe(url))) return line(ValidationResult.warning, 'linkUnavailable');
  if (parsed.protocol === 'http:') return line(ValidationResult.warning, 'linkHttp');
  return line(ValidationResult.success, null);
}

export async function linkCheck(
  tx: Queryable,
  n: NewsletterRow,
  probe: LinkProbe,
): Promise<ValidationEntry[]> {
  const template = n.template_id ? await findTemplate(tx, n.account_id, n.template_id) : undefined;
  const urls = [
    ...(template?.buttons ?? [])
      .filter((b) => b.buttonType === ButtonType.callToAction)
      .map((b) => b.value),
    ...bodyLinks(template?.body_text ?? ''),
  ];
  const subEntries = await Promise.all([...new Set(urls)].map((url) => linkLine(url, probe)));
  return [
    entry('Link', worstOf(subEntries), subEntries.length === 0 ? 'linkNone' : null, {
      subEntries,
    }),
  ];
}
