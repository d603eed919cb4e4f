// Reference data of the demo store: business types and contact roles (the registration form's lists,
// service spec §7 getBusinessTypesandContactRoles), our sales reps, and sales-tax rates for every US
// state and DC (our built-in tax port, service spec §7 getTaxRate).
import type { BulkWriter, Row } from './bulk.ts';
import { businessTypes, contactRoles, salesReps, taxRates } from '../schema/index.ts';

export const BUSINESS_TYPES = [
  'Physician Practice',
  'Urgent Care',
  'Dental',
  'Surgery Center',
  'Hospital / Health System',
  'Long-Term Care',
  'Veterinary',
  'Home Health',
  'Pharmacy',
  'School/University Health',
  'Physical Therapy',
  'Dermatology & Aesthetics',
  'EMS / Fire',
  'Laboratory',
  'Other',
] as const;
export type BusinessTypeName = (typeof BUSINESS_TYPES)[number];

export const CONTACT_ROLES = [
  'Purchasing Manager',
  'Office Manager',
  'Practice Administrator',
  'Physician',
  'Nurse',
  'Medical Assistant',
  'Accounts Payable',
  'Materials Manager',
  'Pharmacist',
  'Dentist',
  'Veterinarian',
  'Owner',
  'Other',
] as const;
export type ContactRoleName = (typeof CONTACT_ROLES)[number];

const SALES_REPS = [
  { name: 'Dana Whitfield', phone: '312-555-0147' },
  { name: 'Marcus Oyelaran', phone: '404-555-0112' },
  { name: 'Sofia Lindqvist', phone: '612-555-0189' },
  { name: 'Raymond Cho', phone: '206-555-0133' },
  { name: 'Alicia Montgomery', phone: '214-555-0165' },
  { name: 'Kevin Brannigan', phone: '617-555-0128' },
] as const;

export interface TaxRate {
  state: string;
  ratePercent: number;
  shippingTaxable: boolean;
  exemptRxItems: boolean;
}

// Combined state and average local rates, rounded as a small distributor would configure them.
// DE, MT, NH and OR have no sales tax; Alaska has only local taxes, which we do not collect.
const RATES: Record<string, number> = {
  AL: 9.29,
  AK: 0,
  AZ: 8.38,
  AR: 9.45,
  CA: 8.85,
  CO: 7.81,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 7.02,
  GA: 7.38,
  HI: 4.5,
  ID: 6.03,
  IL: 8.86,
  IN: 7,
  IA: 6.94,
  KS: 8.66,
  KY: 6,
  LA: 9.56,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 8.04,
  MS: 7.06,
  MO: 8.39,
  MT: 0,
  NE: 6.97,
  NV: 8.24,
  NH: 0,
  NJ: 6.6,
  NM: 7.62,
  NY: 8.53,
  NC: 7,
  ND: 7.04,
  OH: 7.24,
  OK: 8.99,
  OR: 0,
  PA: 6.34,
  RI: 7,
  SC: 7.5,
  SD: 6.11,
  TN: 9.55,
  TX: 8.2,
  UT: 7.25,
  VT: 6.36,
  VA: 5.77,
  WA: 9.38,
  WV: 6.57,
  WI: 5.7,
  WY: 5.44,
};

// States that tax delivery charges billed with taxable goods.
const SHIPPING_TAXABLE = new Set([
  'AR',
  'CT',
  'DC',
  'GA',
  'HI',
  'IN',
  'KS',
  'KY',
  'MI',
  'MN',
  'MS',
  'NE',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'VT',
  'WA',
  'WV',
  'WI',
]);

// Illinois taxes prescription drugs at a reduced rate instead of exempting them; we keep it simple
// and tax them at the full rate there.
const RX_TAXED = new Set(['IL']);

export const TAX_RATES: readonly TaxRate[] = Object.entries(RATES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([state, ratePercent]) => ({
    state,
    ratePercent,
    shippingTaxable: ratePercent > 0 && SHIPPING_TAXABLE.has(state),
    exemptRxItems: !RX_TAXED.has(state),
  }));

export interface ReferenceData {
  businessTypeIds: Record<BusinessTypeName, number>;
  contactRoleIds: Record<ContactRoleName, number>;
  salesRepIds: number[];
  taxRates: ReadonlyMap<string, TaxRate>;
}

function idsByName<T extends string>(names: readonly T[]): Record<T, number> {
  return Object.fromEntries(names.map((name, index) => [name, index + 1])) as Record<T, number>;
}

export async function seedReference(writer: BulkWriter): Promise<ReferenceData> {
  const businessTypeIds = idsByName(BUSINESS_TYPES);
  const contactRoleIds = idsByName(CONTACT_ROLES);
  await writer.insert(
    businessTypes,
    BUSINESS_TYPES.map((name) => ({ id: businessTypeIds[name], name })),
  );
  await writer.insert(
    contactRoles,
    CONTACT_ROLES.map((name) => ({ id: contactRoleIds[name], name })),
  );
  const reps: Row<typeof salesReps>[] = SALES_REPS.map((rep, index) => ({
    id: index + 1,
    name: rep.name,
    email: `${rep.name.toLowerCase().replace(' ', '.')}@meridian-medical.example`,
    phone: rep.phone,
  }));
  await writer.insert(salesReps, reps);
  await writer.insert(
    taxRates,
    TAX_RATES.map((rate) => ({ ...rate })),
  );
  return {
    businessTypeIds,
    contactRoleIds,
    salesRepIds: reps.map((rep) => rep.id ?? 0),
    taxRates: new Map(TAX_RATES.map((rate) => [rate.state, rate])),
  };
}
