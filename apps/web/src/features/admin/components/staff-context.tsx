// The signed-in staff member, as the admin layout knows them, for every page under /admin.
import { createContext, use } from 'react';
import type { StaffMember } from '@medsupply/contract';

export const StaffContext = createContext<StaffMember | null>(null);

/** The signed-in member (inside the admin layout only). */
export function useStaff(): StaffMember {
  const staff = use(StaffContext);
  if (!staff) throw new Error('useStaff() is used outside the admin layout');
  return staff;
}

/** Whether the signed-in member's roles open `area`. */
export function useMayUse(area: string): boolean {
  return useStaff().areas.includes(area);
}
