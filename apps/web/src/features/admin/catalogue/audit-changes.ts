// The audit log's before and after in words (issue 20 point 1): the fields that changed, one level
// of nesting flattened ('prices · Base Price'), values as a person reads them.

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const LABELS: Record<string, string> = {
  rxLevel: 'Rx level',
  unitTypeId: 'Unit type',
  defaultUnitId: 'Default unit',
  allocationPeriod: 'Allocation period',
  allocationDefaultMax: 'Default allocation',
  maxQuantity: 'Maximum',
  usedQuantity: 'Ordered',
  quantityAvailable: 'In stock',
  isActive: 'Active',
  firstName: 'First name',
  lastName: 'Last name',
  periodStart: 'Period from',
  periodEnd: 'Period to',
  accountId: 'Account',
  itemId: 'Item',
};

/** 'allocationDefaultMax' → 'Default allocation'; unknown keys split at their capitals. */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return value.map((v) => auditValue(v) ?? '—').join(', ');
  return JSON.stringify(value);
}

function flatten(record: Record<string, unknown> | null): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record ?? {})) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) {
        out.set(`${fieldLabel(key)} · ${inner}`, v);
      }
    } else {
      out.set(fieldLabel(key), value);
    }
  }
  return out;
}

/**
 * What an entry changed: with both sides, the fields whose values differ; with one side only
 * (a creation, a sign-in), every field of that side.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const was = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const b = auditValue(was.get(field));
    const a = auditValue(now.get(field));
    if (before && after && b === a) continue;
    changes.push({ field, before: before ? b : null, after: after ? a : null });
  }
  return changes;
}

const ACTIONS: Record<string, string> = {
  'staff.signIn': 'Signed in',
  'staff.create': 'Staff member added',
  'staff.update': 'Staff member changed',
  'staff.deactivate': 'Staff member deactivated',
  'item.update': 'Item changed',
  'allocation.set': 'Allocation set',
  'allocation.change': 'Allocation changed',
  'stock.receive': 'Stock received',
  'fulfillment.create': 'Shipped',
  'fulfillment.deliver': 'Delivered',
  'synonym.create': 'Search synonyms added',
  'synonym.update': 'Search synonyms changed',
  'synonym.delete': 'Search synonyms removed',
  'licence.verify': 'License verified',
  'licence.reject': 'License rejected',
};

/** 'item.update' → 'Item changed'; an action of another area reads as its own words. */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? fieldLabel(action.replace('.', ' '));
}

export const KNOWN_ACTIONS = Object.keys(ACTIONS);

// The audit log's entity types are stored names (`licence`, `search_synonym`); a person reads them
// in US English (ADR 0042).
const ENTITY_TYPE_LABELS: Record<string, string> = {
  licence: 'license',
  search_synonym: 'search synonym',
  punchout_system: 'procurement system',
  accessRequest: 'access request',
  salesOrder: 'sales order',
};

/** 'licence' → 'license', 'search_synonym' → 'search synonym'; other types as they are. */
export function entityTypeLabel(type: string): string {
  return ENTITY_TYPE_LABELS[type] ?? type;
}
