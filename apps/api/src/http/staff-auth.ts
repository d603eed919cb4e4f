// The back office's gate (issue 20, docs/decisions/0027-back-office.md): every /api/admin route
// refuses a customer's token with 403, answers 401 without a live staff session, and 403 when the
// staff member's roles do not open the route's area (domain staff.ts).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { staffMayUse, type StaffArea } from '@medsupply/domain';
import type { Staff } from '../core/actor.ts';
import { refuse } from '../core/refusals.ts';
import { guard, type SecurityRequirement } from './auth.ts';
import { STAFF_MESSAGES } from '../modules/back-office/staff.service.ts';

/** onRequest hook of the back office's sign-in: a customer's token is refused there too. */
export const refuseCustomers: onRequestAsyncHookHandler = async (request) => {
  if (request.actor.kind === 'buyer') throw refuse('FORBIDDEN', STAFF_MESSAGES.customerToken);
};

/** A staff member's bearer token (not a customer's: another key signs it, ADR 0027). */
export const STAFF_TOKEN: readonly SecurityRequirement[] = [{ staffAuth: [] }];

/** onRequest hook (before the body is read or checked): a signed-in staff member whose roles open `area` (or any area when null). */
export function requireStaff(area: StaffArea | null): onRequestAsyncHookHandler {
  return guard(async function requireStaffHandler(request) {
    const actor = request.actor;
    if (actor.kind === 'buyer') throw refuse('FORBIDDEN', STAFF_MESSAGES.customerToken);
    if (actor.kind !== 'staff') throw refuse('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
    if (area !== null && !staffMayUse(actor.roles, area)) throw refuse('FORBIDDEN', STAFF_MESSAGES.forbidden);
  }, STAFF_TOKEN);
}

/** The staff member of a route guarded by requireStaff. */
export function staffOf(request: FastifyRequest): Staff {
  if (request.actor.kind !== 'staff') throw refuse('UNAUTHORIZED', STAFF_MESSAGES.signInRequired);
  return request.actor;
}
