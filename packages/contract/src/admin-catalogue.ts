// The back office's catalogue, allocations and staff calls (issue 20 points 1 and 4, ADR 0031):
// item search and edit (prices by price level, units, restricted, inactive, Rx level), allocations
// per account and period, and the staff members' accounts. Staff see prices (ADR 0019).
import { z } from 'zod';
import { SHORT_DATING_MONTHS_MAX, STAFF_ROLES } from '@medsupply/domain';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules.ts';
import { Id } from './catalog.ts';
import { EmailField, IsoDayField, UsernameField, requiredText } from './fields.ts';
import { Money, isWholeCents } from './money.ts';
import { paginated, paginateQuery } from './pagination.ts';

const idField = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is too large`);

const quantityField = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`);

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

export const ADMIN_ITEM_STATUSES = ['all', 'active', 'inactive'] as const;

export const AdminItemsQuery = paginateQuery(25).extend({
  /** Part of the item number, MPN or name. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_ITEM_STATUSES, { message: 'Unknown item status' }).default('all'),
});
export type AdminItemsQuery = z.infer<typeof AdminItemsQuery>;

export const AdminItemSummary = z.object({
  id: Id,
  /** The item number. */
  itemName: z.string(),
  displayName: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  /** The family's parent when this is a variant. */
  parentId: Id.nullable(),
  isMatrixParent: z.boolean(),
  inactive: z.boolean(),
  restricted: z.boolean(),
  /** The item's stock is held as lots with expiry dates (issue 34). */
  carriesLots: z.boolean(),
  rxLevel: z.number().int(),
  quantityAvailable: z.number().int(),
  allocationPeriod: z.enum(['month', 'quarter']).nullable(),
});
export type AdminItemSummary = z.infer<typeof AdminItemSummary>;

export const AdminItemsPage = paginated(AdminItemSummary);
export type AdminItemsPage = z.infer<typeof AdminItemsPage>;

export const AdminItemPrice = z.object({
  priceLevelId: Id,
  priceLevel: z.string(),
  /** The level's own price of one base unit; null: the level falls back to List Price. */
  price: Money.nullable().optional(),
});

export const AdminUnit = z.object({
  id: Id,
  unitName: z.string(),
  conversionRate: z.number(),
  baseUnit: z.boolean(),
});

/** A lot of an item as the back office shows it (issue 34). */
export const AdminItemLot = z.object({
  id: Id,
  lotNumber: z.string(),
  /** YYYY-MM-DD. */
  expiresOn: z.string(),
  quantityOnHand: z.number().int(),
  quantityQuarantined: z.number().int(),
  /** When a recall stopped its sale; null while it sells. */
  saleStoppedAt: z.iso.datetime().nullable(),
});
export type AdminItemLot = z.infer<typeof AdminItemLot>;

/** The store's lot settings (issue 34): the product page warns under this many months of dating. */
export const LotSettings = z.object({
  shortDatingMonths: z
    .number({ message: 'Enter a number of months' })
    .int('Enter a whole number of months')
    .min(0, 'The threshold cannot be negative')
    .max(SHORT_DATING_MONTHS_MAX, `The threshold is at most ${SHORT_DATING_MONTHS_MAX} months`),
});
export type LotSettings = z.infer<typeof LotSettings>;

export const AdminItemDetails = AdminItemSummary.extend({
  urlComponent: z.string(),
  /** The item's lots, first-expiring first (empty for an item without lots). */
  lots: z.array(AdminItemLot),
  prices: z.array(AdminItemPrice),
  unitTypeId: Id.nullable(),
  defaultUnitId: Id.nullable(),
  allocationDefaultMax: z.number().int().nullable(),
  /** What the edit form offers. */
  options: z.object({
    unitTypes: z.array(z.object({ id: Id, name: z.string(), units: z.array(AdminUnit) })),
    /** Rx and controlled-substance levels (0 = none). */
    rxLevels: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        isControlledSubstance: z.boolean(),
        sellable: z.boolean(),
      }),
    ),
  }),
});
export type AdminItemDetails = z.infer<typeof AdminItemDetails>;

const PriceDollars = z
  .number({ message: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(10_000_000, 'Price is too large')
  .refine(isWholeCents, 'Price must be in whole cents');

export const UpdateItemBody = z
  .object({
    /** Prices to set (null clears the level's own price). Levels not named stay as they are. */
    prices: z
      .array(z.object({ priceLevelId: idField('priceLevelId'), price: PriceDollars.nullable() }))
      .max(50)
      .optional(),
    unitTypeId: idField('unitTypeId').optional(),
    defaultUnitId: idField('defaultUnitId').optional(),
    restricted: z.boolean().optional(),
    carriesLots: z.boolean().optional(),
    inactive: z.boolean().optional(),
    rxLevel: z
      .number({ message: 'rxLevel must be a number' })
      .int('rxLevel must be a whole number')
      .min(0, 'rxLevel cannot be negative')
      .max(1000, 'Unknown Rx level')
      .optional(),
    allocationPeriod: z
      .enum(['month', 'quarter'], { message: 'Unknown allocation period' })
      .nullable()
      .optional(),
    allocationDefaultMax: quantityField('allocationDefaultMax').nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateItemBody = z.infer<typeof UpdateItemBody>;

// ---------------------------------------------------------------------------------------------
// Allocations
// ---------------------------------------------------------------------------------------------

export const AdminAllocationsQuery = paginateQuery(25).extend({
  accountId: idField('accountId').optional(),
  itemId: idField('itemId').optional(),
  /** Only the periods that hold this day ('YYYY-MM-DD'). */
  day: IsoDayField.optional(),
  /** Part of the account's name or number, or of the item's number or name. */
  q: z.string().trim().max(100).optional(),
});
export type AdminAllocationsQuery = z.infer<typeof AdminAllocationsQuery>;

export const AdminAllocation = z.object({
  id: Id,
  account: z.object({ id: Id, name: z.string(), number: z.string() }),
  item: z.object({ id: Id, itemName: z.string(), displayName: z.string() }),
  period: z.enum(['month', 'quarter']).nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Base units the account may buy in the period. */
  maxQuantity: z.number().int(),
  /** Base units its orders have taken. */
  usedQuantity: z.number().int(),
});
export type AdminAllocation = z.infer<typeof AdminAllocation>;

export const AdminAllocationsPage = paginated(AdminAllocation);
export type AdminAllocationsPage = z.infer<typeof AdminAllocationsPage>;

/**
 * Sets the account's allocation of an allocated item for the period holding `day` (today by
 * default). The account by id or account number, the item by id or item number.
 */
export const SetAllocationBody = z
  .object({
    accountId: idField('accountId').optional(),
    accountNumber: z.string().trim().min(1).max(60).optional(),
    itemId: idField('itemId').optional(),
    itemName: z.string().trim().min(1).max(100).optional(),
    day: IsoDayField.optional(),
    maxQuantity: quantityField('maxQuantity'),
  })
  .refine((b) => b.accountId !== undefined || b.accountNumber !== undefined, {
    message: 'Enter the account number',
    path: ['accountNumber'],
  })
  .refine((b) => b.itemId !== undefined || b.itemName !== undefined, {
    message: 'Enter the item number',
    path: ['itemName'],
  });
export type SetAllocationBody = z.infer<typeof SetAllocationBody>;

export const ChangeAllocationBody = z.object({ maxQuantity: quantityField('maxQuantity') });
export type ChangeAllocationBody = z.infer<typeof ChangeAllocationBody>;

// ---------------------------------------------------------------------------------------------
// Staff members
// ---------------------------------------------------------------------------------------------

const RolesField = z
  .array(z.enum(STAFF_ROLES, { message: 'Unknown role' }))
  .min(1, 'Choose at least one role')
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

const NewStaffPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const AdminStaffQuery = paginateQuery(50).extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'inactive'], { message: 'Unknown status' }).default('all'),
});
export type AdminStaffQuery = z.infer<typeof AdminStaffQuery>;

export const AdminStaffMember = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  isActive: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminStaffMember = z.infer<typeof AdminStaffMember>;

export const AdminStaffPage = paginated(AdminStaffMember);
export type AdminStaffPage = z.infer<typeof AdminStaffPage>;

/** A new staff member; the administrator sets the first password and tells them. */
export const CreateStaffBody = z.object({
  username: UsernameField,
  email: EmailField,
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  roles: RolesField,
  password: NewStaffPassword,
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

/** Roles, deactivation (ends the member's sessions) or reactivation, names, or a new password. */
export const UpdateStaffBody = z
  .object({
    roles: RolesField.optional(),
    isActive: z.boolean().optional(),
    firstName: requiredText('First name').optional(),
    lastName: requiredText('Last name').optional(),
    email: EmailField.optional(),
    password: NewStaffPassword.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>;

/** The staff members the audit page filters by (area audit: names only). */
export const AuditStaffResponse = z.object({
  staff: z.array(z.object({ id: Id, name: z.string(), username: z.string() })),
});
export type AuditStaffResponse = z.infer<typeof AuditStaffResponse>;
