// The auth module's descriptor (ARCHITECTURE §4, ADR 0036): its routes, and the job behind
// createResetHash, which looks the user up and mails the link (the request only enqueues it).
import type { ApiModule } from '../../module.ts';
import { authRoutes } from './auth.routes.ts';
import type { AuthDeps } from './auth.service.ts';
import { passwordResetRequestJob, sendPasswordResetLink } from './password-reset.service.ts';

export const authModule: ApiModule = {
  name: 'auth',
  routes: authRoutes,
  jobs: (runner, ctx) => {
    const deps: AuthDeps = { db: ctx.db, config: ctx.config, jobs: runner, outbox: ctx.outbox };
    runner.register(passwordResetRequestJob, async (request, { log }) =>
      sendPasswordResetLink(deps, request, log),
    );
  },
};
