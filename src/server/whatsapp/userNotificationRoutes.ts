import type { FastifyInstance } from 'fastify';
import type { NotificationList } from '../../common/shell';
import type { Database } from '../db/database';
import { notFound } from '../http/httpError';
import { errorSchema } from '../identity/schemas';
import { requireAccess } from '../plugins/auth';
import { holdsWhatsAppRight } from '../../common/rights';
import {
  deleteNotification,
  listNotifications,
  markNotificationRead,
  notificationIdParams,
  notificationListSchema,
} from '../suite/notifications';

/**
 * The WhatsApp service's user notifications (spec section 7, `/WhatsAppApi/UserNotification/`):
 * what long WhatsApp work (a newsletter sent, a template reviewed) told the caller in the current
 * account. PUT marks one read, DELETE removes it; both touch only the caller's own.
 */
export async function userNotificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const scopeOf = (access: { accountId: number; userId: number }) => ({
    accountId: access.accountId,
    userId: access.userId,
    source: 'whatsApp' as const,
  });

  app.get(
    '/WhatsAppApi/UserNotification/',
    {
      schema: {
        tags: ['WhatsApp'],
        summary: "The user's WhatsApp notifications",
        response: { 200: notificationListSchema },
      },
    },
    async (request): Promise<NotificationList> => {
      const access = requireAccess(request);
      // Someone without any WhatsApp right (any more) is told nothing of the account's WhatsApp work.
      if (!holdsWhatsAppRight(access.rights)) return { notifications: [] };
      return {
        notifications: await listNotifications(db, { ...scopeOf(access), withSystem: false }),
      };
    },
  );

  app.put<{ Params: { id: number } }>(
    '/WhatsAppApi/UserNotification/:id',
    {
      schema: {
        tags: ['WhatsApp'],
        summary: 'Marks a WhatsApp notification read',
        params: notificationIdParams,
        response: { 204: { type: 'null' }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!(await markNotificationRead(db, scopeOf(requireAccess(request)), request.params.id))) {
        throw notFound(`Notification ${request.params.id} is unknown.`);
      }
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/WhatsAppApi/UserNotification/:id',
    {
      schema: {
        tags: ['WhatsApp'],
        summary: 'Deletes a WhatsApp notification',
        params: notificationIdParams,
        response: { 204: { type: 'null' }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteNotification(db, scopeOf(requireAccess(request)), request.params.id))) {
        throw notFound(`Notification ${request.params.id} is unknown.`);
      }
      return reply.status(204).send();
    },
  );
}
