// Rules of the back office's catalogue and staff pages (issue 20 points 1 and 4, ADR 0031): the
// allocation period that holds a day, and the guard that keeps at least one administrator.

export type AllocationPeriodKind = 'month' | 'quarter';

/**
 * The calendar month or quarter that holds `day` ('YYYY-MM-DD', a day of the store's calendar, as
 * checkout takes allocations: isoDayIn): its first and last day.
 */
export function allocationPeriodOf(
  period: AllocationPeriodKind,
  day: string,
): { start: string; end: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const firstMonth = period === 'month' ? month : Math.floor((month - 1) / 3) * 3 + 1;
  const lastMonth = period === 'month' ? month : firstMonth + 2;
  const start = new Date(Date.UTC(year, firstMonth - 1, 1));
  const end = new Date(Date.UTC(year, lastMonth, 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

export const LAST_ADMINISTRATOR_MESSAGE =
  'The store needs at least one active administrator: make someone else an administrator first.';

/**
 * Whether changing staff member `staffId` to `next` (roles, active) leaves the store without an
 * active administrator, given the ids of the active administrators now.
 */
export function leavesNoAdministrator(
  activeAdministratorIds: readonly number[],
  staffId: number,
  next: { roles: readonly string[]; isActive: boolean },
): boolean {
  const staysAdministrator = next.isActive && next.roles.includes('administrator');
  if (staysAdministrator) return false;
  return activeAdministratorIds.every((id) => id === staffId);
}
