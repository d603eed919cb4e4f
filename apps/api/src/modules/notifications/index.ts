// The notifications module's descriptor (ARCHITECTURE §4, ADR 0036): the bell's routes, and the
// handler of the outbox's notification job (`outbox.notify`), which writes this module's table.
import type { ApiModule } from '../../module.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { registerNotificationJobs } from './notifications.service.ts';

export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: notificationRoutes,
  jobs: (runner, ctx) => registerNotificationJobs(runner, ctx.db),
};
