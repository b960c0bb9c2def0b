/**
 * A newsletter ready to start, for the tests that run the bundled server in processes of its own
 * (crash, two servers): written straight to the shared database, since those tests drive the
 * servers over HTTP only. In the demo account "Nordlicht Reisen GmbH": a WABA of the emulator
 * with one 1,000 messages/s number and an approved template there and here, an active double
 * opt-in, and a group of `recipients` confirmed German subscribers.
 */
import { doiDefaults } from '../../src/common/doubleOptIn';
import type { EmulatorApp } from '../../src/emulator';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import { createTokenCipher } from '../../src/server/cloudapi/tokenCipher';
import { settingsColumns, settingsParams } from '../../src/server/whatsapp/doubleOptIn/store';

/** One row of a statement's answer. */
export type QueryOne = <T extends object>(sql: string, params?: unknown[]) => Promise<T>;

export interface ReadyNewsletterOptions {
  emulator: EmulatorApp;
  graphUrl: string;
  appId: string;
  appSecret: string;
  /** The servers' WHATSAPP_TOKEN_KEY (hex), to seal the WABA's token as they do. */
  tokenKey: string;
  one: QueryOne;
  /** Names the WABA, group, template and newsletter; its lower case + `_offer` names the template at Meta. */
  name: string;
  recipients: number;
  /** Subscribers' numbers are this prefix and eight digits. */
  telnrPrefix: string;
  /** The sending number's display number. */
  phoneNumber: string;
}

export interface ReadyNewsletter {
  accountId: number;
  wabaRow: number;
  phoneRow: number;
  /** The number's id at Meta (the emulator's record names sends by it). */
  phoneNumberId: string;
  profileId: number;
  templateId: number;
  newsletterId: number;
}

export async function readyNewsletter(options: ReadyNewsletterOptions): Promise<ReadyNewsletter> {
  const { emulator, one, name, recipients } = options;
  const graphName = `${name.toLowerCase()}_offer`;
  const waba = emulator.emulator.addWaba({
    messagingLimit: null,
    phoneNumbers: [{ throughput: 1000 }],
  });
  const client = new CloudApiClient({
    graphUrl: options.graphUrl,
    apiVersion: 'v23.0',
    appId: options.appId,
    appSecret: options.appSecret,
    timeoutMs: 5000,
  });
  await client.createTemplate(waba.accessToken, waba.wabaId, {
    name: graphName,
    language: 'de',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Hallo {{1}}!', example: { body_text: [['Anna']] } }],
  });

  const { id: accountId } = await one<{ id: number }>(
    `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
  );
  const sealed = createTokenCipher(Buffer.from(options.tokenKey, 'hex')).encrypt(waba.accessToken);
  const { id: wabaRow } = await one<{ id: number }>(
    `insert into whatsapp_accounts (account_id, waba_id, name, business_token)
     values ($1, $2, $3, $4) returning id`,
    [accountId, waba.wabaId, name, sealed],
  );
  const { id: phoneRow } = await one<{ id: number }>(
    `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, phone_number,
       status, tier, quality, throughput_level)
     values ($1, $2, $3, 2, 6, 3, 'HIGH') returning id`,
    [wabaRow, waba.phoneNumberIds[0], options.phoneNumber],
  );
  const { id: profileId } = await one<{ id: number }>(
    `insert into profiles (account_id, name) values ($1, $2) returning id`,
    [accountId, `${name}-Gruppe`],
  );
  await one(
    `with made as (
       insert into subscribers (account_id, firstname, telnr, culture, doi_status)
       select $1, 'Person ' || i, $4 || lpad(i::text, 8, '0'), 'de-DE', 'confirmed'
       from generate_series(1, $2::int) i returning id),
     grouped as (
       insert into profile_subscribers (profile_id, subscriber_id) select $3, id from made
       returning 1)
     select count(*) from grouped`,
    [accountId, recipients, profileId, options.telnrPrefix],
  );

  // The active opt-in process the pre-send check asks for (no demo WABA here to hold one).
  const settings = settingsParams(doiDefaults('de', phoneRow));
  const { id: processId } = await one<{ id: number }>(
    `insert into doi_processes (account_id, ${settingsColumns})
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [accountId, ...settings],
  );
  const { id: versionId } = await one<{ id: number }>(
    `insert into doi_process_versions (process_id, version, ${settingsColumns}, activated_on)
     values ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) returning id`,
    [processId, ...settings],
  );
  await one('update doi_processes set active_version_id = $2 where id = $1 returning id', [
    processId,
    versionId,
  ]);

  // The approved template the pre-send check asks for (with the demo opt-out keyword).
  const { id: templateId } = await one<{ id: number }>(
    `insert into whatsapp_templates (account_id, whatsapp_account_id, name, language, status,
       quality, body_text, placeholders, buttons, graph_name)
     values ($1, $2, $3, 'de', 2, 1, 'Hallo {{firstname}}! Antworte Stop zum Abmelden.',
       $4, '[]', $5) returning id`,
    [
      accountId,
      wabaRow,
      name,
      JSON.stringify([{ placeholder: 'firstname', defaultValue: '' }]),
      graphName,
    ],
  );
  const snapshot = {
    templateId: 1,
    name: graphName,
    language: 'de',
    category: 'MARKETING',
    components: [
      { type: 'body', parameters: [{ type: 'field', field: 'firstname', fallback: '' }] },
    ],
  };
  const { id: newsletterId } = await one<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, profile_id, whatsapp_account_id,
       phone_number_id, template_id, send_snapshot)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [accountId, name, profileId, wabaRow, phoneRow, templateId, JSON.stringify(snapshot)],
  );
  const phoneNumberId = waba.phoneNumberIds[0];
  return { accountId, wabaRow, phoneRow, phoneNumberId, profileId, templateId, newsletterId };
}
