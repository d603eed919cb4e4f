// HTTP for the bell (service spec §7 getUserNotifications, markNotificationsAsRead): the contract's
// descriptors (endpoints/activity.ts) say what each call takes, answers and refuses. A login is
// needed; a user sees and changes only their own notifications. The job that writes them is the
// module's `jobs` (index.ts).
import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { buyerOf } from '../../http/auth.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import * as notifications from './notifications.service.ts';

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  registerEndpoints(app, ctx, notificationEndpoints, {
    getUserNotifications: (request) => notifications.getUserNotifications(db, buyerOf(request)),
    markNotificationsAsRead: (request) =>
      notifications.markNotificationsAsRead(db, buyerOf(request), request.body.ids),
  });
}
