/** Newsletters, templates and numbers the pre-send check tests build on the demo data. */
import { ButtonType, TemplateStatus } from '../../../../../src/common/templates';
import type { TestServer } from '../../../../support/testServer';
import { groupWith, type FixtureSubscriber } from '../newsletterFixtures';

let counter = 0;

export interface TemplateChange {
  status?: number;
  quality?: number;
  body?: string;
  links?: string[];
  placeholders?: { placeholder: string; defaultValue: string }[];
}

/** An approved template of the WABA that holds the opt-out keyword "Stop". */
export async function templateFor(
  server: TestServer,
  accountId: number,
  wabaId: number,
  change: TemplateChange = {},
) {
  const buttons = (change.links ?? []).map((value, order) => ({
    id: order + 1,
    text: `Link ${order + 1}`,
    value,
    buttonType: ButtonType.callToAction,
    order,
  }));
  const [row] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, whatsapp_account_id, name, language, status,
       quality, body_text, placeholders, buttons, graph_name)
     values ($1, $2, $3, 'de', $4, $5, $6, $7, $8, 'check_test') returning id`,
    [
      accountId,
      wabaId,
      `Prüfvorlage ${++counter} ${Date.now()}`,
      change.status ?? TemplateStatus.approved,
      change.quality ?? 1,
      change.body ?? 'Hallo {{firstname}}, neue Reisen! Antworte Stop zum Abmelden.',
      JSON.stringify(
        change.placeholders ?? [{ placeholder: 'firstname', defaultValue: 'Reisefreundin' }],
      ),
      JSON.stringify(buttons),
    ],
  );
  return row.id;
}

/** A phone number of the WABA with the given tier (active and connected unless said). */
export async function phoneFor(
  server: TestServer,
  wabaId: number,
  change: { tier?: number; active?: boolean; status?: number } = {},
) {
  const [row] = await server.db.query<{ id: number }>(
    `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, phone_number,
       status, active, tier) values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      wabaId,
      `check-${++counter}-${Date.now()}`,
      `+49 40 555 ${counter}`,
      change.status ?? 2,
      change.active ?? true,
      change.tier ?? 4,
    ],
  );
  return row.id;
}

export interface CheckedNewsletter {
  id: number;
  templateId: number;
  phoneId: number;
  profileId: string;
}

/** A draft for `subscribers` (null: no group) with its own template and number. */
export async function checkedNewsletter(
  server: TestServer,
  accountId: number,
  wabaId: number,
  subscribers: FixtureSubscriber[] | null,
  options: {
    template?: TemplateChange;
    phone?: Parameters<typeof phoneFor>[2];
    unknownDoi?: boolean;
  } = {},
): Promise<CheckedNewsletter> {
  const templateId = await templateFor(server, accountId, wabaId, options.template);
  const phoneId = await phoneFor(server, wabaId, options.phone);
  const group = subscribers
    ? await groupWith(server.db, accountId, `Prüfgruppe ${++counter}`, subscribers)
    : null;
  const [row] = await server.db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, template_id, profile_id,
       whatsapp_account_id, phone_number_id, culture, send_to_unknown_doi)
     values ($1, $2, $3, $4, $5, $6, 'de-DE', $7) returning id`,
    [
      accountId,
      `Prüfung ${counter} ${Date.now()}`,
      templateId,
      group?.id ?? null,
      wabaId,
      phoneId,
      options.unknownDoi ?? false,
    ],
  );
  return { id: row.id, templateId, phoneId, profileId: group?.profileId ?? '' };
}
