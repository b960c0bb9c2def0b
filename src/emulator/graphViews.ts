/** How the emulator's nodes read through the Graph API, in Meta's field names. */
import { createHash } from 'node:crypto';
import type { Template } from '../server/cloudapi/graphTypes';

/**
 * A message template node (`GET /{template-id}`, and each item of `GET /{waba-id}/message_templates`)
 * with the fields of Meta's message template object
 * (https://developers.facebook.com/docs/graph-api/reference/whats-app-business-hsm/).
 */
export function templateView(template: Template & { wabaId?: string }): Record<string, unknown> {
  return {
    id: template.id,
    name: template.name,
    language: template.language,
    status: template.status,
    category: template.category,
    parameter_format: 'POSITIONAL',
    components: template.components,
    ...(template.rejected_reason !== undefined && { rejected_reason: template.rejected_reason }),
    ...(template.quality_score !== undefined && { quality_score: template.quality_score }),
  };
}

const scopes = ['whatsapp_business_management', 'whatsapp_business_messaging'];

/**
 * Meta's `debug_token` answer (https://developers.facebook.com/docs/graph-api/reference/debug_token):
 * a business token from embedded signup is a system user's, never expiring, granted both
 * WhatsApp scopes on its WABAs; a token Meta does not know is `is_valid: false` with error 190.
 */
export function debugTokenView(appId: string, token: string, wabaIds: Set<string> | undefined) {
  if (!wabaIds) {
    return {
      data: {
        error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
        is_valid: false,
        scopes: [],
      },
    };
  }
  const userId = BigInt(`0x${createHash('sha256').update(token).digest('hex').slice(0, 12)}`);
  return {
    data: {
      app_id: appId,
      type: 'SYSTEM_USER',
      application: 'Relay',
      data_access_expires_at: 0,
      expires_at: 0,
      is_valid: true,
      issued_at: 0,
      scopes,
      granular_scopes: scopes.map((scope) => ({ scope, target_ids: [...wabaIds] })),
      user_id: String(userId),
    },
  };
}
