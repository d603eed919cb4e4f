// HTTP for the bell (service spec §7 getUserNotifications, markNotificationsAsRead): a login is
// needed; a user sees and changes only their own notifications. The job that writes them is the
// module's `jobs` (index.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  UserNotificationsResponse,
  paths,
} from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf, requireUser } from '../../http/auth.ts';
import * as notifications from './notifications.service.ts';

const TAGS = ['notifications'];

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    paths.transactions.getUserNotifications,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The caller's newest notifications, newest first",
        response: { 200: UserNotificationsResponse, 401: ErrorResponse },
      },
    },
    async (request) => notifications.getUserNotifications(db, buyerOf(request)),
  );

  r.post(
    paths.transactions.markNotificationsAsRead,
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "Marks the caller's unread notifications (the given ids, or all) read",
        body: MarkNotificationsReadRequest,
        response: { 200: MarkNotificationsReadResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => notifications.markNotificationsAsRead(db, buyerOf(request), request.body.ids),
  );
}
