// The customers of the demo store: six demo accounts (the documented logins live here) and twenty
// further customer accounts, with their contacts, addresses and licences, tokenized payment methods,
// item lists with a subscription, a cart and save-for-later rows, and the allocations the history
// takes (it writes them, with what its orders used).
// Rows are written through the BulkWriter with ids chosen here, so the history can refer to them
// without reading anything back.
import type { AddressSnapshot } from '../schema/index.ts';
import { SandboxGateway } from '../../modules/payments/gateway/sandbox-gateway.ts';
import {
  accounts,
  addresses,
  addressLicences,
  cartLines,
  carts,
  itemListDetails,
  itemLists,
  paymentMethods,
  saveForLater,
  subscriptions,
  userAccountAccess,
  users,
} from '../schema/index.ts';
import type { BulkWriter, Row } from './bulk.ts';
import {
  buyableFor,
  type CatalogSample,
  type PriceLevelName,
  type SampleItem,
  type SampleUnit,
} from './catalog-sample.ts';
import type { Rng } from './random.ts';
import type { BusinessTypeName, ContactRoleName, ReferenceData } from './reference.ts';
import { addDays, dayAt, isoDate, periodBounds } from './time.ts';

// ---------------------------------------------------------------------------------------------
// What the rest of the seed gets back

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'ach';

export interface SeededUser {
  id: number;
  accountId: number;
  username: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isPriceVisible: boolean;
  isPunchout: boolean;
  isActive: boolean;
  /** Has a password: can sign in, so gets notifications and searches. */
  canLogin: boolean;
}

export interface SeededAddress {
  id: number;
  label: string;
  state: string;
  snapshot: AddressSnapshot;
  defaultShipping: boolean;
  defaultBilling: boolean;
  /** A billing-only address (a PO box or accounts-payable office) never receives goods. */
  billingOnly: boolean;
}

export interface SeededPaymentMethod {
  id: number;
  type: CardType;
  last4: string;
  isDefault: boolean;
  deleted: boolean;
  /** Past its expiry month: never used for the history's recent payments. */
  expired: boolean;
  /** The sandbox token the history authorises and charges with. */
  token: string;
}

export interface SeededAccount {
  id: number;
  accountNumber: string;
  accountName: string;
  /** The demo key of the six documented accounts; null for the others. */
  demoKey: DemoAccountKey | null;
  parentId: number | null;
  priceLevelId: number;
  rxLevels: number[];
  hasTerms: boolean;
  /** Days from invoice to due date (0 for accounts that pay by card). */
  termsDays: number;
  creditLimitCents: number;
  taxExempt: boolean;
  convFeeExempt: boolean;
  requiresApproval: boolean;
  createdAt: Date;
  users: SeededUser[];
  addresses: SeededAddress[];
  shipTo: SeededAddress;
  billTo: SeededAddress;
  paymentMethods: SeededPaymentMethod[];
}

export interface ListLine {
  item: SampleItem;
  unit: SampleUnit;
  quantity: number;
}

export interface SeededSubscription {
  itemListId: number;
  accountId: number;
  ownerId: number;
  intervalWeeks: number;
  nextRunOn: Date;
  shipTo: SeededAddress;
  billTo: SeededAddress;
  paymentMethod: SeededPaymentMethod;
  lines: ListLine[];
}

/**
 * An allocation of this period on a demo account, as planned: the history places the orders that
 * take `usedQuantity` and writes the row with what they took (item_allocations.used_quantity is
 * what the account's orders of the period took, ADR 0034).
 */
export interface SeededAllocation {
  id: number;
  accountId: number;
  item: SampleItem;
  periodStart: string;
  periodEnd: string;
  maxQuantity: number;
  usedQuantity: number;
}

export interface CompaniesResult {
  accounts: SeededAccount[];
  subscriptions: SeededSubscription[];
  /** Not written yet: the history writes them once its orders took what they use. */
  allocations: SeededAllocation[];
  /** User ids of the documented demo logins. */
  demoUserIds: Record<DemoUsername, number>;
}

// ---------------------------------------------------------------------------------------------
// The documented demo logins (README, DEMO_LOGINS in index.ts)

export const DEMO_USERNAMES = [
  'parent@northwind-health.example',
  'admin@lakeside-clinic.example',
  'buyer@lakeside-clinic.example',
  'punchout@st-brendan.example',
  'buyer@harbor-dental.example',
] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

export type DemoAccountKey =
  'northwind' | 'northwindFamily' | 'northwindUrgent' | 'lakeside' | 'stBrendan' | 'harbor';

type Terms = 'Net 15' | 'Net 30' | 'Net 45' | 'Net 60';
const TERMS_DAYS: Record<Terms, number> = { 'Net 15': 15, 'Net 30': 30, 'Net 45': 45, 'Net 60': 60 };

interface AddressSpec {
  label: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
  attention?: string;
  shipping?: boolean;
  billing?: boolean;
  billingOnly?: boolean;
  /** The ship-to's own delivery weekdays, when not the account's (delivery-day page, issue 19). */
  deliveryDays?: string[];
}

interface ContactSpec {
  username?: string;
  firstName: string;
  lastName: string;
  title: string;
  role: ContactRoleName;
  login: boolean;
  admin?: boolean;
  priceVisible?: boolean;
  punchout?: boolean;
  parentLogin?: boolean;
  active?: boolean;
  email?: string;
}

interface CardSpec {
  type: CardType;
  holder: string;
  nickname?: string;
  isDefault?: boolean;
  deleted?: boolean;
  /** A card whose expiry month passed last year: the payment-methods page shows it marked. */
  expired?: boolean;
}

interface AccountSpec {
  demoKey: DemoAccountKey | null;
  name: string;
  businessType: BusinessTypeName;
  priceLevel: Exclude<PriceLevelName, 'List Price'>;
  rxLevels: number[];
  terms: Terms | null;
  creditLimitDollars: number;
  parent?: DemoAccountKey;
  requiresApproval?: boolean;
  convFeeExempt?: boolean;
  taxExempt?: boolean;
  domain: string;
  areaCode: string;
  addresses: AddressSpec[];
  contacts: ContactSpec[];
  cards: CardSpec[];
  deliveryDays: string[];
  cutoff: string;
  statementFrequency?: 'weekly' | 'monthly' | 'quarterly';
  statementMethod?: 'email' | 'mail';
}

// Levels 1 (Rx legend), 3, 4 and 5 (Schedules III–V); level 2 (Schedule II) is not sold by the store.
const LICENSED = [1, 3, 4, 5];

/** Days until the Lakeside Main Clinic licences expire, by level: inside the 7, 30 and 60-day warnings. */
const LAKESIDE_EXPIRING_DAYS: Readonly<Record<number, number>> = { 1: 5, 5: 21, 4: 45 };

const DEMO_ACCOUNTS: AccountSpec[] = [
  {
    demoKey: 'northwind',
    name: 'Northwind Health Group',
    businessType: 'Hospital / Health System',
    priceLevel: 'Hospital GPO',
    rxLevels: [1],
    terms: 'Net 45',
    creditLimitDollars: 150_000,
    domain: 'northwind-health.example',
    areaCode: '612',
    addresses: [
      {
        label: 'Central Distribution Center',
        line1: '2710 Harbor Industrial Drive',
        line2: 'Dock 4',
        city: 'Minneapolis',
        state: 'MN',
        zip: '55413',
        attention: 'Receiving',
        shipping: true,
      },
      {
        label: 'Corporate Office',
        line1: '1450 Northwind Parkway',
        line2: 'Suite 400',
        city: 'Minneapolis',
        state: 'MN',
        zip: '55403',
      },
      {
        label: 'Accounts Payable',
        line1: 'PO Box 39120',
        city: 'Minneapolis',
        state: 'MN',
        zip: '55439',
        attention: 'Accounts Payable',
        billing: true,
        billingOnly: true,
      },
    ],
    contacts: [
      {
        username: 'parent@northwind-health.example',
        firstName: 'Margaret',
        lastName: 'Ellison',
        title: 'Director of Supply Chain',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
        parentLogin: true,
      },
      {
        username: 'ap@northwind-health.example',
        firstName: 'Gary',
        lastName: 'Lindholm',
        title: 'Accounts Payable Specialist',
        role: 'Accounts Payable',
        login: true,
      },
      {
        firstName: 'Helen',
        lastName: 'Sato',
        title: 'Chief Medical Officer',
        role: 'Physician',
        login: false,
      },
    ],
    cards: [
      { type: 'ach', holder: 'Northwind Health Group', nickname: 'Operating account', isDefault: true },
      { type: 'amex', holder: 'Margaret Ellison', nickname: 'Corporate card' },
    ],
    deliveryDays: ['Monday', 'Wednesday', 'Friday'],
    cutoff: '15:00',
    statementFrequency: 'monthly',
  },
  {
    demoKey: 'northwindFamily',
    name: 'Northwind Family Practice',
    businessType: 'Physician Practice',
    priceLevel: 'Hospital GPO',
    rxLevels: [1, 4, 5],
    terms: 'Net 45',
    creditLimitDollars: 40_000,
    parent: 'northwind',
    domain: 'northwind-health.example',
    areaCode: '651',
    addresses: [
      {
        label: 'Main Clinic',
        line1: '415 Grand Hill Avenue',
        city: 'Saint Paul',
        state: 'MN',
        zip: '55105',
        shipping: true,
        billing: true,
      },
      {
        label: 'Midway Satellite Clinic',
        line1: '1820 University Crossing',
        line2: 'Suite 110',
        city: 'Saint Paul',
        state: 'MN',
        zip: '55104',
      },
    ],
    contacts: [
      {
        username: 'jordan.miles@northwind-health.example',
        firstName: 'Jordan',
        lastName: 'Miles',
        title: 'Clinic Office Manager',
        role: 'Office Manager',
        login: true,
        admin: true,
      },
      { firstName: 'Aaron', lastName: 'Feld', title: 'Family Physician', role: 'Physician', login: false },
    ],
    cards: [{ type: 'visa', holder: 'Jordan Miles', isDefault: true }],
    deliveryDays: ['Tuesday', 'Thursday'],
    cutoff: '14:00',
  },
  {
    demoKey: 'northwindUrgent',
    name: 'Northwind Urgent Care',
    businessType: 'Urgent Care',
    priceLevel: 'Hospital GPO',
    rxLevels: LICENSED,
    terms: 'Net 45',
    creditLimitDollars: 40_000,
    parent: 'northwind',
    domain: 'northwind-health.example',
    areaCode: '952',
    addresses: [
      {
        label: 'Bloomington Clinic',
        line1: '8800 Lyndale Court South',
        city: 'Bloomington',
        state: 'MN',
        zip: '55420',
        shipping: true,
      },
      {
        label: 'Eden Prairie Clinic',
        line1: '12250 Technology Row',
        city: 'Eden Prairie',
        state: 'MN',
        zip: '55344',
      },
      {
        label: 'Billing (Northwind Health Group)',
        line1: '1450 Northwind Parkway',
        line2: 'Suite 400',
        city: 'Minneapolis',
        state: 'MN',
        zip: '55403',
        attention: 'Accounts Payable',
        billing: true,
        billingOnly: true,
      },
    ],
    contacts: [
      {
        username: 'casey.nguyen@northwind-health.example',
        firstName: 'Casey',
        lastName: 'Nguyen',
        title: 'Clinical Supervisor',
        role: 'Nurse',
        login: true,
        admin: true,
      },
      {
        username: 'laura.benton@northwind-health.example',
        firstName: 'Laura',
        lastName: 'Benton',
        title: 'Medical Assistant',
        role: 'Medical Assistant',
        login: true,
        priceVisible: false,
      },
    ],
    cards: [{ type: 'mastercard', holder: 'Casey Nguyen', isDefault: true }],
    deliveryDays: ['Monday', 'Thursday'],
    cutoff: '14:00',
  },
  {
    demoKey: 'lakeside',
    name: 'Lakeside Family Clinic',
    businessType: 'Physician Practice',
    priceLevel: 'Tier 1',
    rxLevels: LICENSED,
    terms: 'Net 30',
    creditLimitDollars: 25_000,
    requiresApproval: true,
    domain: 'lakeside-clinic.example',
    areaCode: '608',
    addresses: [
      {
        label: 'Main Clinic',
        line1: '2200 Lakeside Terrace',
        city: 'Madison',
        state: 'WI',
        zip: '53704',
        attention: 'Supply Room',
        shipping: true,
      },
      {
        label: 'West Madison Clinic',
        line1: '6405 Mineral Point Crossing',
        line2: 'Suite 120',
        city: 'Madison',
        state: 'WI',
        zip: '53705',
      },
      {
        label: 'Monona Satellite Clinic',
        line1: '4810 Monona Shore Drive',
        city: 'Monona',
        state: 'WI',
        zip: '53716',
        // The satellite clinic is on the Wednesday route only.
        deliveryDays: ['Wednesday'],
      },
      {
        label: 'Billing Office',
        line1: '2200 Lakeside Terrace',
        line2: 'Suite 300',
        city: 'Madison',
        state: 'WI',
        zip: '53704',
        attention: 'Accounts Payable',
        billing: true,
        billingOnly: true,
      },
    ],
    contacts: [
      {
        username: 'admin@lakeside-clinic.example',
        firstName: 'Priya',
        lastName: 'Raman',
        title: 'Practice Administrator',
        role: 'Practice Administrator',
        login: true,
        admin: true,
      },
      {
        username: 'buyer@lakeside-clinic.example',
        firstName: 'Tom',
        lastName: 'Becker',
        title: 'Medical Assistant',
        role: 'Medical Assistant',
        login: true,
        priceVisible: false,
      },
      {
        username: 'ap@lakeside-clinic.example',
        firstName: 'Renee',
        lastName: 'Castillo',
        title: 'Billing Coordinator',
        role: 'Accounts Payable',
        login: true,
      },
      {
        firstName: 'Samuel',
        lastName: 'Okafor',
        title: 'Medical Director',
        role: 'Physician',
        login: false,
        email: 's.okafor@lakeside-clinic.example',
      },
      {
        username: 'jared.kim@lakeside-clinic.example',
        firstName: 'Jared',
        lastName: 'Kim',
        title: 'Former Office Manager',
        role: 'Office Manager',
        login: true,
        active: false,
      },
      // The checkout journeys' own logins (issue 17), so their orders and carts touch no other journey:
      // an administrator who places orders directly, and a contact whose orders wait for approval.
      {
        username: 'purchasing@lakeside-clinic.example',
        firstName: 'Nadia',
        lastName: 'Haddad',
        title: 'Purchasing Manager',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
      },
      {
        username: 'frontdesk@lakeside-clinic.example',
        firstName: 'Owen',
        lastName: 'Fisher',
        title: 'Front Desk Coordinator',
        role: 'Medical Assistant',
        login: true,
      },
      // The no-press-lost journey's buyer (issue 31): presses made while a page loads place its
      // orders and open its popovers; no other journey uses it.
      {
        username: 'quickpress@lakeside-clinic.example',
        firstName: 'Mara',
        lastName: 'Lindqvist',
        title: 'Supply Coordinator',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
      },
      // The back-office journey's buyer (issue 20, admin-orders-journeys): the terms order staff ship,
      // deliver and invoice, and whose backorder a stock receipt fills. No other journey uses it.
      {
        username: 'receiving@lakeside-clinic.example',
        firstName: 'Rosa',
        lastName: 'Alvarez',
        title: 'Receiving Lead',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
      },
      // The substitutes journey's buyer (issue 34 point 4, substitutes-journeys): its cart's lines are
      // swapped for equivalent items. No other journey uses it.
      {
        username: 'substitutes@lakeside-clinic.example',
        firstName: 'Ines',
        lastName: 'Carvalho',
        title: 'Supply Coordinator',
        role: 'Purchasing Manager',
        login: true,
      },
      // Issue 34's acceptance journey (lot-recall-return-journeys): the clinic that receives the
      // lot that is not recalled, and must not hear of the recall. No other journey uses it.
      {
        username: 'recalls@lakeside-clinic.example',
        firstName: 'Nadia',
        lastName: 'Osei',
        title: 'Supply Coordinator',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
      },
      // The keyboard-only journeys' buyer (issue 31, keyboard-journeys): its cart, terms orders and the
      // order staff ship by keyboard touch no other journey's.
      {
        username: 'keyboard@lakeside-clinic.example',
        firstName: 'Tomas',
        lastName: 'Brandt',
        title: 'Supply Coordinator',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
      },
      // The lots journeys' buyer (issue 34, lots-journeys): the terms order staff ship from a lot they
      // choose, whose order details then show lot and expiry. No other journey uses it.
      {
        username: 'lots@lakeside-clinic.example',
        firstName: 'Imani',
        lastName: 'Okafor',
        title: 'Pharmacy Technician',
        role: 'Purchasing Manager',
        login: true,
        admin: true,
      },
    ],
    cards: [
      { type: 'visa', holder: 'Priya Raman', nickname: 'Clinic Visa', isDefault: true },
      { type: 'mastercard', holder: 'Priya Raman', nickname: 'Backup card' },
      { type: 'ach', holder: 'Lakeside Family Clinic', nickname: 'Operating account' },
      { type: 'discover', holder: 'Priya Raman', nickname: 'Old card', expired: true },
    ],
    deliveryDays: ['Tuesday', 'Friday'],
    cutoff: '14:00',
  },
  {
    demoKey: 'stBrendan',
    name: 'St. Brendan Surgical Center',
    businessType: 'Surgery Center',
    priceLevel: 'Tier 2',
    rxLevels: LICENSED,
    terms: 'Net 30',
    creditLimitDollars: 60_000,
    convFeeExempt: true,
    domain: 'st-brendan.example',
    areaCode: '614',
    addresses: [
      {
        label: 'Main Building – Receiving',
        line1: '3100 Olentangy Commons Boulevard',
        city: 'Columbus',
        state: 'OH',
        zip: '43214',
        attention: 'Materials Management',
        shipping: true,
      },
      {
        label: 'Sterile Processing Annex',
        line1: '3120 Olentangy Commons Boulevard',
        line2: 'Dock B',
        city: 'Columbus',
        state: 'OH',
        zip: '43214',
      },
      {
        label: 'Business Office',
        line1: '3100 Olentangy Commons Boulevard',
        line2: 'Suite 210',
        city: 'Columbus',
        state: 'OH',
        zip: '43214',
        attention: 'Accounts Payable',
        billing: true,
        billingOnly: true,
      },
    ],
    contacts: [
      {
        username: 'punchout@st-brendan.example',
        firstName: 'Procurement',
        lastName: 'Punchout',
        title: 'Procurement system (cXML punchout)',
        role: 'Purchasing Manager',
        login: true,
        punchout: true,
      },
      {
        username: 'materials@st-brendan.example',
        firstName: 'Denise',
        lastName: 'Walsh',
        title: 'Materials Manager',
        role: 'Materials Manager',
        login: true,
        admin: true,
      },
      // The back office's billing journey (issue 20, ADR 0030) records a check against this
      // account's oldest open invoice and issues it a credit memo; this login reads them. No other
      // journey uses it.
      {
        username: 'payables@st-brendan.example',
        firstName: 'Aaron',
        lastName: 'Holt',
        title: 'Accounts Payable Specialist',
        role: 'Accounts Payable',
        login: true,
      },
      // Issue 34's acceptance journey (lot-recall-return-journeys): its orders ship the recalled
      // lot, it acknowledges the recall, returns the units and reads the credit memo. No other
      // journey uses it.
      {
        username: 'recalls@st-brendan.example',
        firstName: 'Victor',
        lastName: 'Mendes',
        title: 'Supply Chain Coordinator',
        role: 'Materials Manager',
        login: true,
        admin: true,
      },
      {
        firstName: 'Michael',
        lastName: 'Brennan',
        title: 'Medical Director',
        role: 'Physician',
        login: false,
      },
    ],
    cards: [
      { type: 'amex', holder: 'Denise Walsh', nickname: 'Purchasing card', isDefault: true },
      { type: 'ach', holder: 'St. Brendan Surgical Center LLC', nickname: 'Operating account' },
    ],
    deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    cutoff: '16:00',
    statementFrequency: 'weekly',
  },
  {
    demoKey: 'harbor',
    name: 'Harbor Dental Studio',
    businessType: 'Dental',
    priceLevel: 'Base Price',
    rxLevels: [],
    terms: 'Net 15',
    creditLimitDollars: 5_000,
    domain: 'harbor-dental.example',
    areaCode: '410',
    addresses: [
      {
        label: 'Studio',
        line1: '118 Chesapeake Landing Way',
        line2: 'Suite 2',
        city: 'Annapolis',
        state: 'MD',
        zip: '21401',
        shipping: true,
        billing: true,
      },
      {
        label: 'Owner – Home Office',
        line1: '54 Severn Ridge Road',
        city: 'Annapolis',
        state: 'MD',
        zip: '21403',
        attention: 'Dr. Ethan Park',
      },
    ],
    contacts: [
      {
        username: 'buyer@harbor-dental.example',
        firstName: 'Marisol',
        lastName: 'Ortega',
        title: 'Office Manager',
        role: 'Office Manager',
        login: true,
        admin: true,
      },
      { firstName: 'Ethan', lastName: 'Park', title: 'Dentist and Owner', role: 'Dentist', login: false },
      {
        username: 'hygiene@harbor-dental.example',
        firstName: 'Keisha',
        lastName: 'Brown',
        title: 'Dental Hygienist',
        role: 'Other',
        login: true,
        priceVisible: false,
      },
      // The company pages' journeys (issue 19) change this admin's profile, password, addresses,
      // contacts and settings: no other journey uses it.
      {
        username: 'frontdesk@harbor-dental.example',
        firstName: 'Nadia',
        lastName: 'Flores',
        title: 'Front Desk Lead',
        role: 'Office Manager',
        login: true,
        admin: true,
      },
    ],
    cards: [
      { type: 'discover', holder: 'Marisol Ortega', isDefault: true },
      { type: 'visa', holder: 'Ethan Park', nickname: 'Old practice card', deleted: true },
    ],
    deliveryDays: ['Wednesday'],
    cutoff: '13:00',
    statementMethod: 'mail',
  },
];

// ---------------------------------------------------------------------------------------------
// Twenty more customers, generated from these outlines

interface Place {
  city: string;
  state: string;
  zips: string[];
  areaCode: string;
}

interface OtherOutline {
  name: string;
  businessType: BusinessTypeName;
  place: Place;
  rxLevels: number[];
  taxExempt?: boolean;
  cardOnly?: boolean;
}

const OTHER_ACCOUNTS: OtherOutline[] = [
  {
    name: 'Cedar Ridge Pediatrics',
    businessType: 'Physician Practice',
    place: { city: 'Boise', state: 'ID', zips: ['83702', '83706', '83709'], areaCode: '208' },
    rxLevels: [1, 4, 5],
  },
  {
    name: 'Blue Mesa Urgent Care',
    businessType: 'Urgent Care',
    place: { city: 'Albuquerque', state: 'NM', zips: ['87102', '87110', '87111'], areaCode: '505' },
    rxLevels: LICENSED,
  },
  {
    name: 'Pinecrest Senior Living',
    businessType: 'Long-Term Care',
    place: { city: 'Asheville', state: 'NC', zips: ['28801', '28803', '28806'], areaCode: '828' },
    rxLevels: [1],
  },
  {
    name: 'Riverbend Animal Hospital',
    businessType: 'Veterinary',
    place: { city: 'Chattanooga', state: 'TN', zips: ['37402', '37405', '37421'], areaCode: '423' },
    rxLevels: [1, 3, 4],
  },
  {
    name: 'Summit Home Health Services',
    businessType: 'Home Health',
    place: { city: 'Denver', state: 'CO', zips: ['80203', '80210', '80220'], areaCode: '303' },
    rxLevels: [],
    cardOnly: true,
  },
  {
    name: 'Bayview Oral Surgery',
    businessType: 'Dental',
    place: { city: 'Tampa', state: 'FL', zips: ['33602', '33606', '33629'], areaCode: '813' },
    rxLevels: LICENSED,
  },
  {
    name: 'Gateway Orthopedic Surgery Center',
    businessType: 'Surgery Center',
    place: { city: 'Saint Louis', state: 'MO', zips: ['63110', '63117', '63141'], areaCode: '314' },
    rxLevels: LICENSED,
  },
  {
    name: 'Prairie Wind Family Medicine',
    businessType: 'Physician Practice',
    place: { city: 'Wichita', state: 'KS', zips: ['67202', '67208', '67226'], areaCode: '316' },
    rxLevels: [1, 4],
  },
  {
    name: 'Willow Creek Dermatology',
    businessType: 'Dermatology & Aesthetics',
    place: { city: 'Scottsdale', state: 'AZ', zips: ['85251', '85254', '85260'], areaCode: '480' },
    rxLevels: [1],
    cardOnly: true,
  },
  {
    name: 'Magnolia Compounding Pharmacy',
    businessType: 'Pharmacy',
    place: { city: 'Jackson', state: 'MS', zips: ['39201', '39211', '39216'], areaCode: '601' },
    rxLevels: LICENSED,
  },
  {
    name: 'Granite State University Health Services',
    businessType: 'School/University Health',
    place: { city: 'Durham', state: 'NH', zips: ['03824'], areaCode: '603' },
    rxLevels: [1],
    taxExempt: true,
  },
  {
    name: 'Tri-County EMS',
    businessType: 'EMS / Fire',
    place: { city: 'Lancaster', state: 'PA', zips: ['17601', '17602', '17603'], areaCode: '717' },
    rxLevels: [1, 4],
  },
  {
    name: 'Sunrise Physical Therapy',
    businessType: 'Physical Therapy',
    place: { city: 'Sacramento', state: 'CA', zips: ['95814', '95816', '95825'], areaCode: '916' },
    rxLevels: [],
    cardOnly: true,
  },
  {
    name: "Evergreen Women's Health",
    businessType: 'Physician Practice',
    place: { city: 'Tacoma', state: 'WA', zips: ['98402', '98405', '98406'], areaCode: '253' },
    rxLevels: [1, 4, 5],
  },
  {
    name: 'Red Rock Veterinary Clinic',
    businessType: 'Veterinary',
    place: { city: 'Saint George', state: 'UT', zips: ['84770', '84790'], areaCode: '435' },
    rxLevels: [1, 3],
  },
  {
    name: 'Lone Star Urgent Care',
    businessType: 'Urgent Care',
    place: { city: 'San Antonio', state: 'TX', zips: ['78205', '78209', '78229'], areaCode: '210' },
    rxLevels: LICENSED,
  },
  {
    name: 'Harborview Rehabilitation & Nursing',
    businessType: 'Long-Term Care',
    place: { city: 'Providence', state: 'RI', zips: ['02903', '02906', '02908'], areaCode: '401' },
    rxLevels: [1, 4],
  },
  {
    name: 'Piedmont Endoscopy Center',
    businessType: 'Surgery Center',
    place: { city: 'Greenville', state: 'SC', zips: ['29601', '29605', '29607'], areaCode: '864' },
    rxLevels: LICENSED,
  },
  {
    name: 'Clearwater Family Dentistry',
    businessType: 'Dental',
    place: { city: 'Clearwater', state: 'FL', zips: ['33755', '33756', '33764'], areaCode: '727' },
    rxLevels: [],
  },
  {
    name: 'Hudson Valley Home Care',
    businessType: 'Home Health',
    place: { city: 'Poughkeepsie', state: 'NY', zips: ['12601', '12603'], areaCode: '845' },
    rxLevels: [],
  },
];

const FIRST_NAMES = [
  'Alex',
  'Brianna',
  'Carlos',
  'Deborah',
  'Emeka',
  'Fiona',
  'Gabriel',
  'Hannah',
  'Isaac',
  'Jasmine',
  'Kyle',
  'Latoya',
  'Mateo',
  'Nadia',
  'Owen',
  'Paula',
  'Quentin',
  'Rosa',
  'Stephen',
  'Tamara',
  'Umar',
  'Valerie',
  'Wesley',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Brandon',
  'Chloe',
  'Darnell',
  'Erin',
];
const LAST_NAMES = [
  'Abernathy',
  'Bishop',
  'Castellanos',
  'Delgado',
  'Eriksen',
  'Fairbanks',
  'Goldberg',
  'Hollis',
  'Iverson',
  'Jablonski',
  'Kowalczyk',
  'Larkin',
  'Mbeki',
  'Novak',
  "O'Connell",
  'Prescott',
  'Quinlan',
  'Rasmussen',
  'Sandoval',
  'Thibodeaux',
  'Underwood',
  'Valdez',
  'Whitaker',
  'Yamada',
  'Zimmerman',
];
const STREETS = [
  'Medical Center Drive',
  'Commerce Parkway',
  'Wellness Way',
  'Oak Hollow Road',
  'Riverside Avenue',
  'Founders Boulevard',
  'Heritage Park Drive',
  'Crossroads Lane',
  'Summit Ridge Road',
  'Clinic Court',
  'Meadowbrook Drive',
  'Professional Plaza',
  'Lakeview Circle',
  'Cypress Point Road',
  'Harborgate Way',
];
const SITE_LABELS = ['North Campus', 'East Clinic', 'Satellite Office', 'Warehouse', 'Westside Location'];
const DELIVERY_DAY_SETS = [
  ['Monday', 'Thursday'],
  ['Tuesday', 'Friday'],
  ['Wednesday'],
  ['Monday', 'Wednesday', 'Friday'],
  ['Tuesday', 'Thursday'],
];
const OTHER_TERMS: Terms[] = ['Net 30', 'Net 30', 'Net 30', 'Net 45', 'Net 60', 'Net 15'];
const OTHER_LEVELS: Exclude<PriceLevelName, 'List Price'>[] = [
  'Base Price',
  'Tier 1',
  'Tier 2',
  'Hospital GPO',
];

const CLINICIAN_ROLE: Partial<Record<BusinessTypeName, { role: ContactRoleName; title: string }>> = {
  Dental: { role: 'Dentist', title: 'Dentist' },
  Veterinary: { role: 'Veterinarian', title: 'Veterinarian' },
  Pharmacy: { role: 'Pharmacist', title: 'Pharmacist in Charge' },
  'Home Health': { role: 'Nurse', title: 'Director of Nursing' },
  'Long-Term Care': { role: 'Nurse', title: 'Director of Nursing' },
  'EMS / Fire': { role: 'Other', title: 'EMS Logistics Officer' },
  'Physical Therapy': { role: 'Owner', title: 'Clinic Owner' },
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function emailLocal(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
}

function outlineToSpec(outline: OtherOutline, index: number, rng: Rng): AccountSpec {
  const { place } = outline;
  const domain = `${slug(outline.name)}.example`;
  const street = () => `${rng.int(100, 9800)} ${rng.pick(STREETS)}`;
  const addressCount = rng.int(2, 3);
  const addressesOut: AddressSpec[] = [
    {
      label: 'Main Office',
      line1: street(),
      line2: rng.chance(0.4) ? `Suite ${rng.int(1, 4)}${rng.digits(2)}` : undefined,
      city: place.city,
      state: place.state,
      zip: rng.pick(place.zips),
      shipping: true,
      billing: addressCount === 2,
    },
    {
      label: rng.pick(SITE_LABELS),
      line1: street(),
      city: place.city,
      state: place.state,
      zip: rng.pick(place.zips),
    },
  ];
  if (addressCount === 3) {
    addressesOut.push({
      label: 'Billing Office',
      line1: `PO Box ${rng.int(1000, 99999)}`,
      city: place.city,
      state: place.state,
      zip: rng.pick(place.zips),
      attention: 'Accounts Payable',
      billing: true,
      billingOnly: true,
    });
  }
  const names = rng.sample(FIRST_NAMES, 3).map((first) => ({ first, last: rng.pick(LAST_NAMES) }));
  const [adminName, buyerName, clinicianName] = names as [
    { first: string; last: string },
    { first: string; last: string },
    { first: string; last: string },
  ];
  const clinician = CLINICIAN_ROLE[outline.businessType] ?? { role: 'Physician', title: 'Physician' };
  const contacts: ContactSpec[] = [
    {
      username: `${emailLocal(adminName.first, adminName.last)}@${domain}`,
      firstName: adminName.first,
      lastName: adminName.last,
      title: rng.pick(['Office Manager', 'Practice Administrator', 'Purchasing Manager']),
      role: rng.pick(['Office Manager', 'Practice Administrator', 'Purchasing Manager'] as const),
      login: true,
      admin: true,
    },
    {
      username: `${emailLocal(buyerName.first, buyerName.last)}@${domain}`,
      firstName: buyerName.first,
      lastName: buyerName.last,
      title: rng.pick(['Medical Assistant', 'Supply Coordinator', 'Front Desk Lead']),
      role: 'Medical Assistant',
      login: rng.chance(0.7),
      priceVisible: rng.chance(0.5),
    },
    {
      firstName: clinicianName.first,
      lastName: clinicianName.last,
      title: clinician.title,
      role: clinician.role,
      login: false,
    },
  ];
  const cardTypes: CardType[] = ['visa', 'mastercard', 'amex', 'discover'];
  const cards: CardSpec[] = [
    { type: rng.pick(cardTypes), holder: `${adminName.first} ${adminName.last}`, isDefault: true },
  ];
  if (!outline.cardOnly && rng.chance(0.5))
    cards.push({ type: 'ach', holder: outline.name, nickname: 'Operating account' });
  return {
    demoKey: null,
    name: outline.name,
    businessType: outline.businessType,
    priceLevel: OTHER_LEVELS[index % OTHER_LEVELS.length] ?? 'Base Price',
    rxLevels: outline.rxLevels,
    terms: outline.cardOnly ? null : rng.pick(OTHER_TERMS),
    creditLimitDollars: outline.cardOnly ? 0 : rng.pick([7_500, 10_000, 15_000, 20_000, 30_000]),
    taxExempt: outline.taxExempt ?? false,
    domain,
    areaCode: place.areaCode,
    addresses: addressesOut,
    contacts,
    cards,
    deliveryDays: rng.pick(DELIVERY_DAY_SETS),
    cutoff: rng.pick(['13:00', '14:00', '15:00']),
    statementFrequency: rng.pick(['monthly', 'monthly', 'weekly', 'quarterly'] as const),
    statementMethod: rng.chance(0.8) ? 'email' : 'mail',
  };
}

// ---------------------------------------------------------------------------------------------
// Generation

// The sandbox gateway's test cards and account (README "Payments sandbox"), which approve.
const TEST_NUMBERS: Record<CardType, string> = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  ach: '000123456789',
};
const TEST_LAST4 = Object.fromEntries(
  Object.entries(TEST_NUMBERS).map(([type, digits]) => [type, digits.slice(-4)]),
) as Record<CardType, string>;

/**
 * A real sandbox token for a seeded method, signed with the store's key, so the demo's saved cards
 * pay; its nonce comes from the seed, so the same seed and key give the same rows.
 */
function sandboxToken(
  gateway: SandboxGateway,
  method: { type: CardType; holderName: string; expMonth: number | null; expYear: number | null },
  nonce: string,
): string {
  const digits = TEST_NUMBERS[method.type];
  if (method.type === 'ach' || method.expMonth === null || method.expYear === null) {
    return gateway.issueBankAccountToken(
      {
        routingNumber: '011000015',
        accountNumber: digits,
        last4: digits.slice(-4),
        holderName: method.holderName,
        accountType: 'checking',
      },
      nonce,
    );
  }
  return gateway.issueCardToken(
    {
      brand: method.type,
      digits,
      last4: digits.slice(-4),
      expMonth: method.expMonth,
      expYear: method.expYear,
      cvc: method.type === 'amex' ? '1234' : '123',
      holderName: method.holderName,
    },
    nonce,
  );
}

/** A fictional 555-01xx number (reserved for fiction) in the given area code. */
function phone(areaCode: string, rng: Rng): string {
  return `${areaCode}-555-01${rng.digits(2)}`;
}

/** A DEA-style registration number: two letters and seven digits with a valid check digit. */
function deaNumber(lastNameInitial: string, rng: Rng): string {
  const d = Array.from({ length: 6 }, () => rng.int(0, 9));
  const [a = 0, b = 0, c = 0, e = 0, f = 0, g = 0] = d;
  const check = (a + c + f + 2 * (b + e + g)) % 10;
  return `${rng.pick(['A', 'B', 'F'])}${lastNameInitial.toUpperCase()}${d.join('')}${check}`;
}

export interface CompaniesInput {
  writer: BulkWriter;
  rng: Rng;
  now: Date;
  passwordHash: string;
  reference: ReferenceData;
  sample: CatalogSample;
  /** The key the store's sandbox gateway signs tokens with (config.jwtSecret). */
  gatewaySecret: string;
}

export async function seedCompanies(input: CompaniesInput): Promise<CompaniesResult> {
  const { writer, now, passwordHash, reference, sample } = input;
  const gateway = new SandboxGateway({ secret: input.gatewaySecret, now: () => now });
  const rng = input.rng.fork('companies');
  const otherRng = rng.fork('other-accounts');
  const specs = [
    ...DEMO_ACCOUNTS,
    ...OTHER_ACCOUNTS.map((outline, i) => outlineToSpec(outline, i, otherRng)),
  ];

  const accountRows: Row<typeof accounts>[] = [];
  const userRows: Row<typeof users>[] = [];
  const addressRows: Row<typeof addresses>[] = [];
  const licenceRows: Row<typeof addressLicences>[] = [];
  const methodRows: Row<typeof paymentMethods>[] = [];
  const seeded: SeededAccount[] = [];
  const idByKey = new Map<DemoAccountKey, number>();
  let userId = 0;
  let addressId = 0;
  let licenceId = 0;
  let methodId = 0;

  for (const [index, spec] of specs.entries()) {
    const accountId = index + 1;
    const r = rng.fork(`account/${spec.name}`);
    if (spec.demoKey) idByKey.set(spec.demoKey, accountId);
    const parentId = spec.parent ? (idByKey.get(spec.parent) ?? null) : null;
    const createdAt = dayAt(now, r.int(420, 2400), r.int(13, 21), r.int(0, 59));
    const creditLimitCents = spec.creditLimitDollars * 100;
    accountRows.push({
      id: accountId,
      accountNumber: `C${10000 + accountId}`,
      accountName: spec.name,
      parentId,
      status: 'active',
      businessTypeId: reference.businessTypeIds[spec.businessType],
      priceLevelId: sample.priceLevelIds[spec.priceLevel],
      salesRepId: reference.salesRepIds[index % reference.salesRepIds.length] ?? null,
      rxLevels: spec.rxLevels,
      hasTerms: spec.terms !== null,
      terms: spec.terms,
      creditLimitCents,
      // Replaced by the history once invoices and open orders are known (limit − what is owed).
      availableBalanceCents: creditLimitCents,
      convFeeExempt: spec.convFeeExempt ?? false,
      taxExempt: spec.taxExempt ?? false,
      requiresApproval: spec.requiresApproval ?? false,
      statementFrequency: spec.statementFrequency ?? 'monthly',
      statementMethod: spec.statementMethod ?? 'email',
      statementIncludeInvoices: spec.statementFrequency !== 'weekly',
      approvalsNotification: true,
      deliveryDays: spec.deliveryDays,
      dddShippingCutoffTime: spec.cutoff,
      phone: phone(spec.areaCode, r),
      email: `orders@${spec.domain}`,
      createdAt,
      updatedAt: createdAt,
    });

    const accountUsers: SeededUser[] = [];
    for (const contact of spec.contacts) {
      userId += 1;
      const email =
        contact.username ??
        contact.email ??
        `${emailLocal(contact.firstName, contact.lastName)}@${spec.domain}`;
      // Contacts without a login still need a unique username; they cannot sign in (no password).
      const username = contact.username ?? email;
      const userCreated = addDays(createdAt, r.int(0, 200));
      userRows.push({
        id: userId,
        accountId,
        username,
        email,
        firstName: contact.firstName,
        lastName: contact.lastName,
        phone: phone(spec.areaCode, r),
        title: contact.title,
        contactRoleId: reference.contactRoleIds[contact.role],
        passwordHash: contact.login ? passwordHash : null,
        isActive: contact.active ?? true,
        isAdmin: contact.admin ?? false,
        isPriceVisible: contact.priceVisible ?? true,
        isPunchout: contact.punchout ?? false,
        isParentLogin: contact.parentLogin ?? false,
        // An account that requires approval has its non-administrators' orders approved (issue 17).
        ordersNeedApproval: (spec.requiresApproval ?? false) && !(contact.admin ?? false),
        createdAt: userCreated,
        updatedAt: userCreated,
      });
      accountUsers.push({
        id: userId,
        accountId,
        username,
        firstName: contact.firstName,
        lastName: contact.lastName,
        isAdmin: contact.admin ?? false,
        isPriceVisible: contact.priceVisible ?? true,
        isPunchout: contact.punchout ?? false,
        isActive: contact.active ?? true,
        canLogin: contact.login,
      });
    }

    const accountAddresses: SeededAddress[] = [];
    for (const address of spec.addresses) {
      addressId += 1;
      const snapshot: AddressSnapshot = {
        addressee: spec.name,
        attention: address.attention ?? null,
        line1: address.line1,
        line2: address.line2 ?? null,
        city: address.city,
        state: address.state,
        zip: address.zip,
        country: 'US',
      };
      addressRows.push({
        id: addressId,
        accountId,
        label: address.label,
        attention: snapshot.attention,
        addressee: snapshot.addressee,
        line1: snapshot.line1,
        line2: snapshot.line2,
        city: snapshot.city,
        state: snapshot.state,
        zip: snapshot.zip,
        country: 'US',
        phone: phone(spec.areaCode, r),
        defaultShipping: address.shipping ?? false,
        defaultBilling: address.billing ?? false,
        billingOnly: address.billingOnly ?? false,
        deleted: false,
        deliveryDays: address.deliveryDays ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      accountAddresses.push({
        id: addressId,
        label: address.label,
        state: address.state,
        snapshot,
        defaultShipping: address.shipping ?? false,
        defaultBilling: address.billing ?? false,
        billingOnly: address.billingOnly ?? false,
      });
      // Licences are held where goods arrive: one per licensed Rx level at every shipping address.
      if (!address.billingOnly) {
        const dea = deaNumber(spec.name.charAt(0), r);
        for (const level of spec.rxLevels) {
          licenceId += 1;
          // Lakeside's West Madison clinic let its Schedule III licence lapse: checkout must not offer
          // that address for a cart with a Schedule III item (service spec §5). Its renewal has been
          // uploaded and waits for the store's staff (issue 19: 'Pending verification').
          const lapsed =
            spec.demoKey === 'lakeside' && address.label === 'West Madison Clinic' && level === 3;
          // Lakeside's Main Clinic shows the expiry warnings (issue 19): its Rx licence expires within
          // 7 days, its Schedule V within 30 and its Schedule IV within 60.
          const warned =
            spec.demoKey === 'lakeside' && address.label === 'Main Clinic'
              ? LAKESIDE_EXPIRING_DAYS[level]
              : undefined;
          const drawn = lapsed ? addDays(now, -r.int(20, 60)) : addDays(now, r.int(120, 900));
          const expires = warned === undefined ? drawn : addDays(now, warned);
          licenceRows.push({
            id: licenceId,
            addressId,
            rxLevel: level,
            licenceNumber: level === 1 ? `${address.state}-PR-${r.digits(7)}` : dea,
            // Rx (level 1) licences are the state pharmacy board's; schedules are DEA registrations.
            issuingAuthority: level === 1 ? address.state : 'DEA',
            expiresOn: isoDate(expires),
            status: 'verified',
            createdAt,
          });
          if (lapsed) {
            const renewalOf = licenceId;
            licenceId += 1;
            licenceRows.push({
              id: licenceId,
              addressId,
              rxLevel: level,
              licenceNumber: dea,
              issuingAuthority: 'DEA',
              expiresOn: isoDate(addDays(now, 3 * 365)),
              status: 'pending',
              renewsId: renewalOf,
              createdAt: addDays(now, -2),
            });
          }
        }
      }
    }

    const accountMethods: SeededPaymentMethod[] = [];
    for (const card of spec.cards) {
      methodId += 1;
      const isAch = card.type === 'ach';
      const methodCreated = addDays(createdAt, r.int(1, 300));
      const nonce = r.hex(24);
      const expMonth = isAch ? null : r.int(1, 12);
      const expYear = isAch ? null : now.getUTCFullYear() + (card.expired ? -1 : r.int(1, 4));
      const token = sandboxToken(
        gateway,
        { type: card.type, holderName: card.holder, expMonth, expYear },
        nonce,
      );
      methodRows.push({
        id: methodId,
        accountId,
        createdBy: accountUsers.find((u) => u.isAdmin)?.id ?? accountUsers[0]?.id ?? null,
        type: card.type,
        gateway: 'sandbox',
        gatewayToken: token,
        last4: TEST_LAST4[card.type],
        expMonth,
        expYear,
        holderName: card.holder,
        billingZip: spec.addresses.find((a) => a.billing)?.zip ?? spec.addresses[0]?.zip ?? null,
        nickname: card.nickname ?? null,
        isDefault: card.isDefault ?? false,
        deleted: card.deleted ?? false,
        createdAt: methodCreated,
      });
      accountMethods.push({
        id: methodId,
        type: card.type,
        last4: TEST_LAST4[card.type],
        isDefault: card.isDefault ?? false,
        deleted: card.deleted ?? false,
        expired: card.expired ?? false,
        token,
      });
    }

    const shipTo = accountAddresses.find((a) => a.defaultShipping);
    const billTo = accountAddresses.find((a) => a.defaultBilling);
    if (!shipTo || !billTo) throw new Error(`${spec.name} needs a default shipping and billing address`);
    seeded.push({
      id: accountId,
      accountNumber: `C${10000 + accountId}`,
      accountName: spec.name,
      demoKey: spec.demoKey,
      parentId,
      priceLevelId: sample.priceLevelIds[spec.priceLevel],
      rxLevels: spec.rxLevels,
      hasTerms: spec.terms !== null,
      termsDays: spec.terms ? TERMS_DAYS[spec.terms] : 0,
      creditLimitCents,
      taxExempt: spec.taxExempt ?? false,
      convFeeExempt: spec.convFeeExempt ?? false,
      requiresApproval: spec.requiresApproval ?? false,
      createdAt,
      users: accountUsers,
      addresses: accountAddresses,
      shipTo,
      billTo,
      paymentMethods: accountMethods,
    });
  }

  await writer.insert(accounts, accountRows);
  await writer.insert(users, userRows);
  await writer.insert(addresses, addressRows);
  await writer.insert(addressLicences, licenceRows);
  await writer.insert(paymentMethods, methodRows);

  const demoUserIds = demoLoginIds(seeded);
  const account = (key: DemoAccountKey): SeededAccount => {
    const found = seeded.find((a) => a.demoKey === key);
    if (!found) throw new Error(`demo account ${key} missing`);
    return found;
  };

  // The parent login may act for its own account and both children (service spec §7 getRelatedAccounts).
  const northwindFamily = [account('northwind'), account('northwindFamily'), account('northwindUrgent')];
  await writer.insert(
    userAccountAccess,
    northwindFamily.map((a) => ({ userId: demoUserIds['parent@northwind-health.example'], accountId: a.id })),
  );

  const allocations = planAllocations(rng.fork('allocations'), now, sample, seeded, account('lakeside').id);
  const subscriptionsOut = await seedListsAndCarts(writer, rng.fork('lists'), now, sample, {
    lakeside: account('lakeside'),
    harbor: account('harbor'),
    northwindFamily: account('northwindFamily'),
    stBrendan: account('stBrendan'),
    demoUserIds,
  });

  return { accounts: seeded, subscriptions: subscriptionsOut, allocations, demoUserIds };
}

function demoLoginIds(seeded: readonly SeededAccount[]): Record<DemoUsername, number> {
  const ids = {} as Record<DemoUsername, number>;
  for (const username of DEMO_USERNAMES) {
    const user = seeded.flatMap((a) => a.users).find((u) => u.username === username);
    if (!user) throw new Error(`demo login ${username} missing`);
    ids[username] = user.id;
  }
  return ids;
}

/**
 * Allocations for this period on the demo accounts; Lakeside has used up its first one and is two
 * units from the limit of its second. What is used is taken by orders the history places.
 */
function planAllocations(
  rng: Rng,
  now: Date,
  sample: CatalogSample,
  seeded: readonly SeededAccount[],
  exhaustedAccountId: number,
): SeededAllocation[] {
  const rows: SeededAllocation[] = [];
  let id = 0;
  for (const account of seeded) {
    if (!account.demoKey) continue;
    const allocated = buyableFor(sample.allocated, account.rxLevels, sample).slice(0, 5);
    for (const [index, item] of allocated.entries()) {
      const { start, end } = periodBounds(now, item.allocationPeriod ?? 'month');
      const maxQuantity = item.allocationDefaultMax ?? rng.int(10, 60);
      const exhausted = account.id === exhaustedAccountId && index === 0;
      // Issue 17: the same account's second allocation is two units from its limit.
      const nearLimit = account.id === exhaustedAccountId && index === 1;
      id += 1;
      rows.push({
        id,
        accountId: account.id,
        item,
        periodStart: start,
        periodEnd: end,
        maxQuantity,
        usedQuantity: exhausted
          ? maxQuantity
          : nearLimit
            ? Math.max(0, maxQuantity - 2)
            : rng.int(0, Math.max(0, maxQuantity - 1)),
      });
    }
  }
  return rows;
}

/** A unit other than the default when the item has one (a box or a case), else the default. */
function otherUnit(item: SampleItem): SampleUnit {
  return item.units.find((u) => u.id !== item.defaultUnit.id) ?? item.defaultUnit;
}

interface ListPeople {
  lakeside: SeededAccount;
  harbor: SeededAccount;
  northwindFamily: SeededAccount;
  stBrendan: SeededAccount;
  demoUserIds: Record<DemoUsername, number>;
}

async function seedListsAndCarts(
  writer: BulkWriter,
  rng: Rng,
  now: Date,
  sample: CatalogSample,
  people: ListPeople,
): Promise<SeededSubscription[]> {
  const { lakeside, harbor, northwindFamily, stBrendan, demoUserIds } = people;
  const lakesideAdmin = demoUserIds['admin@lakeside-clinic.example'];
  const lakesideBuyer = demoUserIds['buyer@lakeside-clinic.example'];
  const harborBuyer = demoUserIds['buyer@harbor-dental.example'];
  const punchout = demoUserIds['punchout@st-brendan.example'];
  const familyAdmin = northwindFamily.users.find((u) => u.isAdmin)?.id ?? northwindFamily.users[0]?.id ?? 0;

  const everyday = buyableFor(sample.popular, [], sample);
  const pool = (count: number) => rng.sample(everyday, count);
  const gloves = sample.gloves.length > 0 ? sample.gloves : everyday;
  const created = (daysAgo: number) => dayAt(now, daysAgo, rng.int(13, 21), rng.int(0, 59));

  interface ListSpec {
    account: SeededAccount;
    ownerId: number;
    name: string;
    shared: boolean;
    subscription: boolean;
    lines: ListLine[];
  }
  const line = (item: SampleItem, quantity: number, unit = item.defaultUnit): ListLine => ({
    item,
    unit,
    quantity,
  });
  const lists: ListSpec[] = [
    {
      account: lakeside,
      ownerId: lakesideAdmin,
      name: 'Exam Room Restock',
      shared: true,
      subscription: false,
      lines: pool(8).map((item, i) =>
        line(item, rng.int(1, 6), i % 3 === 0 ? otherUnit(item) : item.defaultUnit),
      ),
    },
    {
      account: lakeside,
      ownerId: lakesideAdmin,
      name: 'Injection & Vaccine Supplies',
      shared: false,
      subscription: false,
      lines: [...pool(3), ...buyableFor(sample.rxItems, lakeside.rxLevels, sample).slice(0, 2)].map((item) =>
        line(item, rng.int(1, 4)),
      ),
    },
    {
      account: lakeside,
      ownerId: lakesideBuyer,
      name: 'Front Desk Supplies',
      shared: false,
      subscription: false,
      lines: pool(4).map((item) => line(item, rng.int(1, 3))),
    },
    {
      account: lakeside,
      ownerId: lakesideAdmin,
      name: 'Monthly Glove Order',
      shared: true,
      subscription: true,
      lines: gloves.slice(0, 3).map((item, i) => line(item, [10, 6, 4][i] ?? 2, otherUnit(item))),
    },
    {
      account: harbor,
      ownerId: harborBuyer,
      name: 'Operatory Restock',
      shared: true,
      subscription: false,
      lines: pool(6).map((item) => line(item, rng.int(1, 5))),
    },
    {
      account: northwindFamily,
      ownerId: familyAdmin,
      name: 'Flu Season Prep',
      shared: true,
      subscription: false,
      lines: pool(5).map((item) => line(item, rng.int(2, 10))),
    },
    {
      account: stBrendan,
      ownerId: punchout,
      name: 'Knee Arthroscopy Case Pack',
      shared: true,
      subscription: false,
      lines: pool(7).map((item) => line(item, rng.int(1, 4))),
    },
  ];

  const listRows: Row<typeof itemLists>[] = [];
  const detailRows: Row<typeof itemListDetails>[] = [];
  const subscriptionRows: Row<typeof subscriptions>[] = [];
  const subscriptionsOut: SeededSubscription[] = [];
  let detailId = 0;
  for (const [index, list] of lists.entries()) {
    const id = index + 1;
    const at = created(rng.int(60, 330));
    listRows.push({
      id,
      accountId: list.account.id,
      contactId: list.ownerId,
      name: list.name,
      shared: list.shared,
      isSubscription: list.subscription,
      createdAt: at,
      updatedAt: at,
    });
    // One line per item and unit (the table's unique key).
    const seen = new Set<string>();
    for (const entry of list.lines) {
      const key = `${entry.item.id}/${entry.unit.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      detailId += 1;
      detailRows.push({
        id: detailId,
        itemListId: id,
        itemId: entry.item.id,
        unitId: entry.unit.id,
        quantity: entry.quantity,
        createdAt: at,
      });
    }
    if (list.subscription) {
      const method = list.account.paymentMethods.find((m) => m.isDefault && !m.deleted);
      if (!method) throw new Error(`${list.account.accountName} has no default payment method`);
      const intervalWeeks = 4;
      const nextRunOn = addDays(dayAt(now, 0, 6, 0), 9);
      subscriptionRows.push({
        id: subscriptionRows.length + 1,
        itemListId: id,
        intervalWeeks,
        nextRunOn: isoDate(nextRunOn),
        shipAddressId: list.account.shipTo.id,
        billAddressId: list.account.billTo.id,
        paymentMethodId: method.id,
        active: true,
        lastRunAt: addDays(nextRunOn, -intervalWeeks * 7),
        createdAt: at,
        updatedAt: at,
      });
      subscriptionsOut.push({
        itemListId: id,
        accountId: list.account.id,
        ownerId: list.ownerId,
        intervalWeeks,
        nextRunOn,
        shipTo: list.account.shipTo,
        billTo: list.account.billTo,
        paymentMethod: method,
        lines: list.lines.filter(
          (entry, i, all) =>
            all.findIndex((o) => o.item.id === entry.item.id && o.unit.id === entry.unit.id) === i,
        ),
      });
    }
  }
  await writer.insert(itemLists, listRows);
  await writer.insert(itemListDetails, detailRows);
  await writer.insert(subscriptions, subscriptionRows);

  // Carts: Priya at Lakeside has three lines waiting (one by the box, one needing a licence);
  // Marisol at Harbor Dental has two.
  const lakesideItems = pool(2);
  const rxForLakeside = buyableFor(sample.rxItems, lakeside.rxLevels, sample);
  const rxLine = rxForLakeside.find((item) => item.rxLevel === 3) ?? rxForLakeside[0] ?? everyday[5];
  const cartSpecs: { account: SeededAccount; userId: number; lines: ListLine[] }[] = [
    {
      account: lakeside,
      userId: lakesideAdmin,
      lines: [
        ...(lakesideItems[0] ? [line(lakesideItems[0], 2)] : []),
        ...(lakesideItems[1] ? [line(lakesideItems[1], 1, otherUnit(lakesideItems[1]))] : []),
        ...(rxLine ? [line(rxLine, 1)] : []),
      ],
    },
    { account: harbor, userId: harborBuyer, lines: pool(2).map((item) => line(item, rng.int(1, 4))) },
  ];
  const cartRows: Row<typeof carts>[] = [];
  const cartLineRows: Row<typeof cartLines>[] = [];
  for (const [index, cart] of cartSpecs.entries()) {
    const id = index + 1;
    const at = created(rng.int(0, 3));
    cartRows.push({
      id,
      accountId: cart.account.id,
      userId: cart.userId,
      status: 'open',
      createdAt: at,
      updatedAt: at,
    });
    for (const entry of cart.lines) {
      cartLineRows.push({
        id: cartLineRows.length + 1,
        cartId: id,
        itemId: entry.item.id,
        unitId: entry.unit.id,
        quantity: entry.quantity,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  await writer.insert(carts, cartRows);
  await writer.insert(cartLines, cartLineRows);

  const saved = [
    ...pool(2).map((item) => ({ account: lakeside, userId: lakesideAdmin, item })),
    ...pool(1).map((item) => ({ account: harbor, userId: harborBuyer, item })),
  ];
  await writer.insert(
    saveForLater,
    saved.map((entry, index) => ({
      id: index + 1,
      accountId: entry.account.id,
      userId: entry.userId,
      itemId: entry.item.id,
      unitId: entry.item.defaultUnit.id,
      quantity: rng.int(1, 3),
      createdAt: created(rng.int(2, 20)),
    })),
  );
  return subscriptionsOut;
}
