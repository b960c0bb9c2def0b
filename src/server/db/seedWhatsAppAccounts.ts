/**
 * The demo WABA of the first demo account: linked by the admin, verified, with two numbers of
 * different tiers and quality. Its Graph ids are fixed and its business token is made here and
 * stored sealed; at start in emulated mode the emulator learns it from the stored rows
 * (whatsapp/accounts/emulatorRestore.ts), so syncing and sending from the demo numbers work
 * after every restart.
 */
import { randomBytes } from 'node:crypto';
import { PhoneStatus, Quality, Tier, Verification } from '../../common/whatsappAccounts';
import type { TokenCipher } from '../cloudapi/tokenCipher';
import type { Queryable } from './database';

export const demoWaba = {
  wabaId: '104020030040050',
  name: 'Nordlicht Reisen',
  phoneNumbers: [
    {
      phoneNumberId: '105060070080091',
      displayName: 'Nordlicht Reisen',
      phoneNumber: '+49 40 1234 5670',
      tier: Tier.tier10k,
      quality: Quality.high,
      throughputLevel: 'STANDARD',
    },
    {
      phoneNumberId: '105060070080092',
      displayName: 'Nordlicht Reisen Service',
      phoneNumber: '+49 40 1234 5671',
      tier: Tier.tier250,
      quality: Quality.medium,
      throughputLevel: 'STANDARD',
    },
  ],
} as const;

export async function seedWhatsAppAccounts(
  tx: Queryable,
  tokens: TokenCipher,
  accountId: number,
  linkedBy: { userId: number; name: string },
): Promise<void> {
  const token = `EAAG${randomBytes(45).toString('base64url')}`;
  const [waba] = await tx.query<{ id: number }>(
    `insert into whatsapp_accounts (account_id, waba_id, name, verification, business_token,
       linked_by_user_id, linked_by_name, last_synced_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())
     on conflict (waba_id) do nothing returning id`,
    [
      accountId,
      demoWaba.wabaId,
      demoWaba.name,
      Verification.verified,
      tokens.encrypt(token),
      linkedBy.userId,
      linkedBy.name,
    ],
  );
  if (!waba) return;
  for (const phone of demoWaba.phoneNumbers) {
    await tx.query(
      `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, display_name,
         phone_number, status, tier, quality, throughput_level, name_status, last_synced_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'APPROVED', now())`,
      [
        waba.id,
        phone.phoneNumberId,
        phone.displayName,
        phone.phoneNumber,
        PhoneStatus.connected,
        phone.tier,
        phone.quality,
        phone.throughputLevel,
      ],
    );
  }
}
