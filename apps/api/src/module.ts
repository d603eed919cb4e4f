// What a module declares (ARCHITECTURE §4, ADR 0036): its HTTP routes and its jobs, apart. The API
// registers both (app.ts); a worker process registers only the jobs (worker.ts), so working the
// queues, or testing a job, never needs a route. Each module folder's index.ts exports one; the list
// is modules.ts. This file names both faces, so it stands with app.ts outside the rule that keeps
// services and the core free of HTTP (tools/eslint/api-boundaries.js).
import type { FastifyInstance } from 'fastify';
import type { AppContext, JobsContext } from './context.ts';
import type { JobRunner } from './core/jobs.ts';

export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

export interface ApiModule {
  name: string;
  /** The module's HTTP face; the API registers it in an encapsulated scope of its own. */
  routes?: ModuleRoutes;
  /** Registers the module's job handlers and schedules: no Fastify, no request. */
  jobs?: (runner: JobRunner, ctx: JobsContext) => void;
}

/**
 * The routes of a module with several route files, each in a scope of its own, as if each were a
 * module: a plugin one of them registers (the sandbox gateway's rate limit) stays with its routes.
 */
export function routesInScopes(...faces: ModuleRoutes[]): ModuleRoutes {
  return async (app, ctx) => {
    for (const face of faces) await app.register(async (scope) => face(scope, ctx));
  };
}

/** Registers every module's jobs on `runner`: what the API and a worker both do before starting it. */
export function registerModuleJobs(modules: readonly ApiModule[], runner: JobRunner, ctx: JobsContext): void {
  for (const module of modules) module.jobs?.(runner, ctx);
}
