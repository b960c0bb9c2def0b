/**
 * The server's half of the embedded signup (shared doc, "Embedded signup"): the popup's code for
 * a business token, the app subscribed to the WABA, the WABA and its numbers read, the chosen
 * number registered, and all of it stored with the token sealed. Graph calls happen before the
 * one transaction that stores, so a failure stores nothing.
 */
import { randomInt } from 'node:crypto';
import {
  accountErrorKeys,
  type EmbeddedSignupRequest,
  type WhatsAppAccountDto,
} from '../../../common/whatsappAccounts';
import type { CloudApi } from '../../cloudapi';
import { CloudApiError } from '../../cloudapi/errors';
import type { PhoneNumber } from '../../cloudapi/graphTypes';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/httpError';
import type { Access } from '../../identity/users';
import { recordUserAction } from '../../suite/userActions';
import { verificationOf } from './graphMapping';
import { listAccounts, upsertPhone, userNameOf, type WabaRow } from './store';
import { recordWabaModifier } from './modifier';

export const accountsActionGroup = 'WhatsAppAccount';

type GraphApi = Pick<CloudApi, 'client' | 'tokens'>;

const graphId = /^\d{1,32}$/;

/** The FINISH message's fields, or 400 invalid message. */
export function checkSignupMessage(body: unknown): EmbeddedSignupRequest {
  const input = (body ?? {}) as Partial<Record<keyof EmbeddedSignupRequest, unknown>>;
  const invalid = (['code', 'wabaId', 'phoneNumberId'] as const).filter((field) => {
    const value = input[field];
    if (typeof value !== 'string' || !value.trim() || value.length > 2048) return true;
    return field !== 'code' && !graphId.test(value);
  });
  if (invalid.length > 0) {
    throw new HttpError(
      400,
      accountErrorKeys.invalidMessage,
      'The embedded signup message is incomplete or invalid.',
      invalid.map((field) => ({ field, reason: 'invalid' })),
    );
  }
  return {
    code: (input.code as string).trim(),
    wabaId: input.wabaId as string,
    phoneNumberId: input.phoneNumberId as string,
  };
}

export const wabaAlreadyLinked = (wabaId: string) =>
  new HttpError(
    409,
    accountErrorKeys.wabaAlreadyLinked,
    `The WhatsApp business account ${wabaId} is linked already.`,
  );

const wrongWaba = (wabaId: string, phoneNumberId: string) =>
  new HttpError(
    400,
    accountErrorKeys.wrongWaba,
    `The phone number ${phoneNumberId} does not belong to the WhatsApp business account ${wabaId}.`,
  );

/** Graph failures of the signup: a refused code is an invalid callback, anything else unknown. */
function signupFailure(error: unknown, step: 'exchange' | 'read'): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof CloudApiError) {
    if (step === 'exchange' && error.kind === 'graph') {
      throw new HttpError(
        400,
        accountErrorKeys.invalidCallback,
        'The signup code was refused; start the signup again.',
      );
    }
    throw new HttpError(
      502,
      accountErrorKeys.unknown,
      `The WhatsApp Cloud API failed: ${error.reason}.`,
    );
  }
  throw error;
}

/** Reads the WABA's numbers and registers `phoneNumberId` for the Cloud API when it is not yet. */
async function readAndRegister(
  cloudApi: GraphApi,
  token: string,
  input: EmbeddedSignupRequest,
): Promise<PhoneNumber[]> {
  const phones = await cloudApi.client.listPhoneNumbers(token, input.wabaId);
  const chosen = phones.find((phone) => phone.id === input.phoneNumberId);
  if (!chosen) throw wrongWaba(input.wabaId, input.phoneNumberId);
  if (chosen.platform_type !== 'CLOUD_API' || chosen.status === 'PENDING') {
    // The two-step verification PIN the number gets; Relay never needs it again.
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await cloudApi.client.registerPhoneNumber(token, chosen.id, pin);
    const registered = await cloudApi.client.getPhoneNumber(token, chosen.id);
    return phones.map((phone) => (phone.id === chosen.id ? registered : phone));
  }
  return phones;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** POST EmbeddedSignup: links a new WABA with all its numbers to the caller's account. */
export async function linkWaba(
  db: Database,
  cloudApi: GraphApi,
  access: Access,
  input: EmbeddedSignupRequest,
): Promise<WhatsAppAccountDto> {
  // Before the code is spent: a WABA of this or another account cannot be linked twice.
  const [linked] = await db.query('select id from whatsapp_accounts where waba_id = $1', [
    input.wabaId,
  ]);
  if (linked) throw wabaAlreadyLinked(input.wabaId);

  let token: string;
  try {
    ({ accessToken: token } = await cloudApi.client.exchangeCode(input.code));
  } catch (error) {
    signupFailure(error, 'exchange');
  }
  let account, phones;
  try {
    account = await cloudApi.client.getBusinessAccount(token, input.wabaId);
    await cloudApi.client.subscribeApp(token, input.wabaId);
    phones = await readAndRegister(cloudApi, token, input);
  } catch (error) {
    signupFailure(error, 'read');
  }

  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into whatsapp_accounts (account_id, waba_id, name, verification, business_token,
           linked_by_user_id, linked_by_name, last_synced_at)
         values ($1, $2, $3, $4, $5, $6, $7, now()) returning id`,
        [
          access.accountId,
          input.wabaId,
          account.name || input.wabaId,
          verificationOf(account.business_verification_status),
          cloudApi.tokens.encrypt(token),
          access.userId,
          await userNameOf(tx, access.userId),
        ],
      );
      for (const phone of phones) await upsertPhone(tx, row.id, phone);
      await recordUserAction(tx, {
        accountId: access.accountId,
        userId: access.userId,
        actionGroup: accountsActionGroup,
        caption: account.name,
        event: 'wabaLinked',
        actionType: 'create',
        details: { wabaId: input.wabaId, name: account.name },
      });
      return row.id;
    });
    return (await listAccounts(db, access.accountId, id))[0];
  } catch (error) {
    // Two signups of one WABA at once: the unique index decides.
    if (isUniqueViolation(error)) throw wabaAlreadyLinked(input.wabaId);
    throw error;
  }
}

/** POST EmbeddedSignupPhoneNumber: adds (and registers) a number of the linked WABA `id`. */
export async function addPhoneNumber(
  db: Database,
  cloudApi: GraphApi,
  access: Access,
  id: number,
  input: EmbeddedSignupRequest,
): Promise<WhatsAppAccountDto> {
  const [waba] = await db.query<WabaRow>(
    'select * from whatsapp_accounts where account_id = $1 and id = $2',
    [access.accountId, id],
  );
  if (!waba) throw notFound(`WhatsApp business account ${id} is unknown.`);
  // The popup may have been finished with another business account than the one chosen here.
  if (waba.waba_id !== input.wabaId) throw wrongWaba(waba.waba_id, input.phoneNumberId);

  let token: string;
  try {
    ({ accessToken: token } = await cloudApi.client.exchangeCode(input.code));
  } catch (error) {
    signupFailure(error, 'exchange');
  }
  let phones;
  try {
    phones = await readAndRegister(cloudApi, token, input);
  } catch (error) {
    signupFailure(error, 'read');
  }
  const phone = phones.find((p) => p.id === input.phoneNumberId)!;
  await db.transaction(async (tx) => {
    // The newest token of the WABA replaces the older one.
    await tx.query('update whatsapp_accounts set business_token = $2 where id = $1', [
      waba.id,
      cloudApi.tokens.encrypt(token),
    ]);
    await upsertPhone(tx, waba.id, phone);
    await recordWabaModifier(tx, waba.id, access.userId);
    await recordUserAction(tx, {
      accountId: access.accountId,
      userId: access.userId,
      actionGroup: accountsActionGroup,
      caption: phone.display_phone_number,
      event: 'phoneNumberAdded',
      actionType: 'create',
      details: { wabaId: waba.waba_id, phoneNumberId: phone.id },
    });
  });
  return (await listAccounts(db, access.accountId, waba.id))[0];
}
