// The back office's side navigation (issue 20): one entry per area page, shown only to members whose
// roles open its area (domain staffAreasOf; the API gates each route again). Add your page's entry
// under its area's comment, leaving the comments in place (they keep parallel edits apart in git). Icons come
// from lucide-react: orders ClipboardList, inventory Boxes, customers Users, licences BadgeCheck, billing
// Receipt, catalogue Tag, content FileText, reports ChartColumn, audit ScrollText, staff UserCog.
import { Boxes, ClipboardList } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { StaffArea } from '@medsupply/domain';

export interface AdminNavEntry {
  /** The area the member's roles must open. */
  area: StaffArea;
  label: string;
  /** The page's path under /admin. */
  to: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  // -- orders
  { area: 'orders', label: 'Orders', to: '/admin/orders', icon: ClipboardList },
  // -- inventory
  { area: 'inventory', label: 'Inventory', to: '/admin/inventory', icon: Boxes },
  // -- customers
  // -- licences
  // -- billing
  // -- catalogue
  // -- content
  // -- reports
  // -- audit
  // -- staff
];

/** The entries a member with `areas` may open, in the order above. */
export function navFor(areas: readonly string[]): AdminNavEntry[] {
  return ADMIN_NAV.filter((entry) => areas.includes(entry.area));
}
