// The back office's side navigation (issue 20): one entry per area page, shown only to members whose
// roles open its area (domain staffAreasOf; the API gates each route again). Add your page's entry
// under its area's comment, leaving the comments in place (they keep parallel edits apart in git). Icons come
// from lucide-react (one the storefront's first pages do not use: a shared icon would be split off
// into its own chunk): orders ClipboardList, inventory Boxes, customers Users, licences BadgeCheck, billing
// Receipt, returns Undo2, catalogue Tag, content FileText, search TrendingUp and Replace, reports ChartColumn, audit ScrollText, staff UserCog, recalls Siren, settings Settings2.
import {
  BadgeCheck,
  Boxes,
  Building2,
  ChartColumn,
  ClipboardList,
  ClipboardPen,
  Inbox,
  Newspaper,
  Receipt,
  Replace,
  Scale,
  ScrollText,
  Settings2,
  Siren,
  Tag,
  TrendingUp,
  Undo2,
  UserCog,
} from 'lucide-react';
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
  { area: 'orders', label: 'Returns', to: '/admin/returns', icon: Undo2 },
  // -- inventory
  { area: 'inventory', label: 'Inventory', to: '/admin/inventory', icon: Boxes },
  // -- customers
  { area: 'customers', label: 'Customers', to: '/admin/customers', icon: Building2 },
  { area: 'customers', label: 'Access requests', to: '/admin/access-requests', icon: Inbox },
  { area: 'customers', label: 'Applications', to: '/admin/registrations', icon: ClipboardPen },
  // -- licences
  { area: 'licences', label: 'Licenses', to: '/admin/licences', icon: BadgeCheck },
  // -- billing
  { area: 'billing', label: 'Billing', to: '/admin/billing', icon: Receipt },
  // -- catalogue
  { area: 'catalogue', label: 'Catalog', to: '/admin/catalogue', icon: Tag },
  { area: 'catalogue', label: 'Allocations', to: '/admin/allocations', icon: Scale },
  // -- content
  { area: 'content', label: 'Content', to: '/admin/content', icon: Newspaper },
  // -- search
  { area: 'content', label: 'Search analytics', to: '/admin/search/analytics', icon: TrendingUp },
  { area: 'content', label: 'Search synonyms', to: '/admin/search/synonyms', icon: Replace },
  // -- reports
  { area: 'reports', label: 'Reports', to: '/admin/reports', icon: ChartColumn },
  // -- audit
  { area: 'audit', label: 'Audit log', to: '/admin/audit', icon: ScrollText },
  // -- staff
  { area: 'staff', label: 'Staff', to: '/admin/staff', icon: UserCog },
  // -- recalls
  { area: 'recalls', label: 'Recalls', to: '/admin/recalls', icon: Siren },
  // -- settings
  { area: 'settings', label: 'Settings', to: '/admin/settings', icon: Settings2 },
];

/** The entries a member with `areas` may open, in the order above. */
export function navFor(areas: readonly string[]): AdminNavEntry[] {
  return ADMIN_NAV.filter((entry) => areas.includes(entry.area));
}
