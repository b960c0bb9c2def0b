import type { FastifyInstance } from 'fastify';
import type { HelpAreaValues, SupportRequestAnswer, WhitepaperList } from '../../common/shell';
import { supportRequestSchema } from '../../common/validation/supportRequestSchema';
import type { Database } from '../db/database';
import { validateBody } from '../http/validateBody';
import { errorSchema } from '../identity/schemas';
import { requireAccess } from '../plugins/auth';

const helpValuesSchema = {
  type: 'object',
  properties: {
    partnerPhone: { type: 'string' },
    partnerEmail: { type: 'string' },
    chatUserName: { type: 'string' },
    userEmail: { type: 'string' },
    chatLanguage: { type: 'string' },
    showChat: { type: 'boolean' },
  },
} as const;

const whitepapersSchema = {
  type: 'object',
  properties: {
    whitepapers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          description: { type: 'string' },
          url: { type: 'string' },
        },
      },
    },
  },
} as const;

/**
 * The help area (spec section 7, NavigationApi/HelpArea): the account's partner contact and chat
 * settings, the whitepapers, and support requests, which are stored with who sent them from
 * which account, module and page.
 */
export async function helpAreaRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/NavigationApi/HelpArea/GetHelpAreaValues',
    {
      schema: {
        tags: ['Suite'],
        summary: "The account's partner contact and the chat settings",
        response: { 200: helpValuesSchema },
      },
    },
    async (request): Promise<HelpAreaValues> => {
      const { accountId, userId } = requireAccess(request);
      const [row] = await db.query<{
        partner_phone: string | null;
        partner_email: string | null;
        show_chat: boolean | null;
        given_name: string;
        family_name: string;
        username: string;
        email: string;
        locale: string;
      }>(
        `select h.partner_phone, h.partner_email, h.show_chat,
           u.given_name, u.family_name, u.username, u.email, u.locale
         from users u left join help_values h on h.account_id = $1
         where u.id = $2`,
        [accountId, userId],
      );
      return {
        partnerPhone: row.partner_phone ?? '',
        partnerEmail: row.partner_email ?? '',
        chatUserName: `${row.given_name} ${row.family_name}`.trim() || row.username,
        userEmail: row.email,
        chatLanguage: row.locale.toLowerCase().startsWith('de') ? 'de' : 'en',
        showChat: row.show_chat ?? false,
      };
    },
  );

  app.get(
    '/NavigationApi/HelpArea/GetWhitePapers',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Whitepapers offered to the account',
        response: { 200: whitepapersSchema },
      },
    },
    async (request): Promise<WhitepaperList> => {
      const { accountId } = requireAccess(request);
      const whitepapers = await db.query<WhitepaperList['whitepapers'][number]>(
        `select id, title, description, url from whitepapers
         where account_id is null or account_id = $1 order by sort_order, id`,
        [accountId],
      );
      return { whitepapers };
    },
  );

  app.post(
    '/NavigationApi/HelpArea/SendSupportRequest',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Stores a support request of the help popup',
        body: { type: 'object' },
        response: {
          200: { type: 'object', properties: { success: { type: 'boolean' } } },
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = requireAccess(request);
      const result = validateBody(supportRequestSchema, request.body);
      if (!result.ok) return reply.status(400).send(result.error);
      const { ActiveModule, SupportRequestText, Url } = result.value;
      await db.query(
        `insert into support_requests (account_id, user_id, active_module, request_text, url)
         values ($1, $2, $3, $4, $5)`,
        [accountId, userId, ActiveModule ?? '', SupportRequestText, Url ?? ''],
      );
      const answer: SupportRequestAnswer = { success: true };
      return answer;
    },
  );
}
