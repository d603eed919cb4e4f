// Each operation's `security` in the OpenAPI document (issue 32, ADR 0056), derived when the route
// is registered from the guards that enforce it (http/auth.ts, http/staff-auth.ts): a route states
// nothing by hand, so the document cannot say one thing while the route does another.
// - guarded: what its guard lets through (a buyer's token, or a staff member's);
// - unguarded, on the customer API, with prices in its answer: the buyer's token is optional
//   (`[{}, bearerAuth]`): a visitor is answered, a buyer who may see prices gets them;
// - otherwise public: `security: []`. Punchout and document links carry their credentials in the
//   request itself (a cXML shared secret, OCI's USERNAME and PASSWORD, a signed link), which
//   OpenAPI's schemes cannot express; their summaries say so.
// Registered after the price-visibility hook (it reads the route's money plan) and before any module.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADMIN_PREFIX, BUYER_TOKEN, securityOfGuard, type SecurityRequirement } from './auth.ts';

/** Where a route's guards sit: both run before the request is validated. */
const GUARD_HOOKS = ['onRequest', 'preValidation'] as const;

const same = (a: readonly SecurityRequirement[], b: readonly SecurityRequirement[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The security a route enforces, as the OpenAPI document states it. */
export function securityOfRoute(
  route: Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'preValidation' | 'config'>,
): readonly SecurityRequirement[] {
  const declared = GUARD_HOOKS.flatMap((name) => [route[name] ?? []].flat())
    .map((hook) => securityOfGuard(hook))
    .filter((security) => security !== undefined);
  const [first, ...others] = declared;
  if (first) {
    if (others.some((security) => !same(security, first))) {
      throw new Error(
        `${String(route.method)} ${route.url}: its guards let different callers through; state one guard`,
      );
    }
    return first;
  }
  const customerApi = route.url.startsWith('/api/') && !route.url.startsWith(ADMIN_PREFIX);
  if (customerApi && route.config?.moneyPlan) return [{}, ...BUYER_TOKEN];
  return [];
}

export function registerOpenApiSecurity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema && 'security' in route.schema) {
      throw new Error(
        `${String(route.method)} ${route.url}: states its OpenAPI security by hand; ` +
          'it is derived from the route’s guards (http/openapi-security.ts), so remove it',
      );
    }
    // A new object: schemas may be shared between routes whose guards differ.
    route.schema = { ...route.schema, security: [...securityOfRoute(route)] };
  });
}
