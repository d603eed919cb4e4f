// Answers of the company pages' calls, as the API gives them, for the component tests.
import type { Address, Contact, Licence, ProfileResponse, SessionInfo } from '@medsupply/contract';

export const profile: ProfileResponse = {
  contact: {
    id: 11,
    username: 'alex.admin',
    email: 'alex@lakeside.example',
    firstName: 'Alex',
    lastName: 'Admin',
    phone: '(608) 555-0101',
    title: 'Practice manager',
    contactRole: { id: 2, name: 'Office Manager' },
    isAdmin: true,
    isPriceVisible: true,
    ordersNeedApproval: false,
  },
  account: {
    id: 1,
    accountName: 'Lakeside Clinic',
    accountNumber: 'C-10001',
    hasTerms: true,
    terms: 'Net 30',
    salesRep: { name: 'Sam Rep', email: 'sam@meridian.example', phone: '800-555-0100' },
  },
};

export function session(id: string, overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id,
    device: 'Chrome on Windows',
    ip: '203.0.113.7',
    signedInAt: '2026-03-14T15:00:00.000Z',
    lastSeenAt: '2026-03-14T16:30:00.000Z',
    current: false,
    ...overrides,
  };
}

export function licence(id: number, overrides: Partial<Licence> = {}): Licence {
  return {
    id,
    addressId: 7,
    licenceNumber: `DEA-${id}`,
    issuingAuthority: 'DEA',
    rxLevel: 3,
    rxLevelName: 'Schedule III',
    expiresOn: '2026-12-31',
    status: 'verified',
    statusLabel: 'Verified',
    coversCheckout: true,
    expiry: { state: 'valid', daysLeft: 200, threshold: null },
    notice: null,
    hasDocument: true,
    documentName: 'dea.pdf',
    renewsId: null,
    ...overrides,
  };
}

export function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    label: `Clinic ${id}`,
    attention: null,
    addressee: 'Lakeside Clinic',
    line1: `${id} Lake St`,
    line2: null,
    city: 'Madison',
    state: 'WI',
    zip: '53703',
    country: 'US',
    phone: null,
    defaultShipping: false,
    defaultBilling: false,
    billingOnly: false,
    deliveryDays: null,
    controlledSubstance: [],
    ...overrides,
  };
}

export function contact(id: number, overrides: Partial<Contact> = {}): Contact {
  return {
    ...profile.contact,
    id,
    username: `user${id}@lakeside.example`,
    email: `user${id}@lakeside.example`,
    firstName: `Pat${id}`,
    lastName: 'Buyer',
    phone: null,
    title: null,
    isAdmin: false,
    isActive: true,
    invitationPending: false,
    lastLoginAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}
