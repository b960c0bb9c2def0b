import type { FastifyInstance } from 'fastify';
import type { NotificationList } from '../../common/shell';
import type { Database } from '../db/database';
import { notFound } from '../http/httpError';
import { errorSchema } from '../identity/schemas';
import { requireAccess } from '../plugins/auth';
import {
  deleteNotification,
  listNotifications,
  markNotificationRead,
  notificationIdParams,
  notificationListSchema,
} from './notifications';

/**
 * The suite's notification centre (spec section 7, NavigationApi/NotificationCenter): the
 * caller's notifications of the email module in the current account plus the account's system
 * notifications. Read and delete touch only the caller's own notifications.
 */
export async function notificationCenterRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const scopeOf = (access: { accountId: number; userId: number }) => ({
    accountId: access.accountId,
    userId: access.userId,
    source: 'emailModule' as const,
  });

  app.get(
    '/NavigationApi/NotificationCenter/GetNotifications',
    {
      schema: {
        tags: ['Suite'],
        summary: "The user's notifications and the account's system notifications",
        response: { 200: notificationListSchema },
      },
    },
    async (request): Promise<NotificationList> => ({
      notifications: await listNotifications(db, {
        ...scopeOf(requireAccess(request)),
        withSystem: true,
      }),
    }),
  );

  app.put<{ Params: { id: number } }>(
    '/NavigationApi/NotificationCenter/MarkRead/:id',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Marks a notification read',
        params: notificationIdParams,
        response: { 204: { type: 'null' }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(requireAccess(request));
      if (!(await markNotificationRead(db, scope, request.params.id))) {
        throw notFound(`Notification ${request.params.id} is unknown.`);
      }
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/NavigationApi/NotificationCenter/DeleteNotification/:id',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Deletes a notification',
        params: notificationIdParams,
        response: { 204: { type: 'null' }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(requireAccess(request));
      if (!(await deleteNotification(db, scope, request.params.id))) {
        throw notFound(`Notification ${request.params.id} is unknown.`);
      }
      return reply.status(204).send();
    },
  );
}
