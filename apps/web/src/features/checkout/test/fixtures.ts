// Shapes for the checkout component tests, typed by the contract.
import type { Cart, CheckoutAddress, CheckoutDataResponse, PaymentMethod } from '@medsupply/contract';
import { CHECKOUT_MESSAGES } from '@medsupply/contract';

export function addressFixture(overrides: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return {
    id: 11,
    label: 'Main Clinic',
    addressee: 'Lakeside Family Clinic',
    attention: 'Supply Room',
    line1: '2200 Lakeside Terrace',
    line2: null,
    city: 'Madison',
    state: 'WI',
    zip: '53704',
    country: 'US',
    defaultShipping: true,
    defaultBilling: false,
    controlledSubstance: [],
    ...overrides,
  };
}

export const visaFixture: PaymentMethod = {
  id: 31,
  type: 'visa',
  kind: 'card',
  typeName: 'Visa',
  last4: '4242',
  expMonth: 9,
  expYear: 2029,
  holderName: 'Priya Raman',
  nickname: 'Clinic Visa',
  isDefault: true,
  isExpired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function checkoutDataFixture(overrides: Partial<CheckoutDataResponse> = {}): CheckoutDataResponse {
  const main = addressFixture();
  const west = addressFixture({ id: 12, label: 'West Madison Clinic', defaultShipping: false, zip: '53705' });
  const billing = addressFixture({
    id: 13,
    label: 'Billing Office',
    defaultShipping: false,
    defaultBilling: true,
  });
  return {
    invoiceDetails: { hasTerms: true, terms: 'Net 30', availableBalance: 500 },
    shipAddresses: [main],
    excludedShipAddresses: [
      {
        address: west,
        reasons: ['The Schedule III license FL6416881 at this address expired on 10/26/2026.'],
      },
    ],
    billAddresses: [main, west, billing],
    dddShippingCutoffTime: '14:00',
    paymentMethods: [visaFixture],
    convFeeExempt: false,
    convenienceFeeRate: 3,
    submissionDetails: { requiresApproval: false, canPlaceOrder: true, lineCount: 1 },
    errorMessages: { ...CHECKOUT_MESSAGES },
    statuses: ['Pending Fulfillment'],
    ...overrides,
  };
}

export function cartFixture(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 3,
    status: 'open',
    approvedBy: null,
    contactId: 7,
    cartDetail: [
      {
        id: 501,
        itemId: 42,
        itemName: 'MER-104231',
        displayName: 'Nitrile Exam Gloves',
        siteDisplayName: null,
        urlComponent: 'nitrile-exam-gloves',
        manufacturer: 'Halvorsen Medical',
        mpn: 'HVM-1',
        thumbnailImage: null,
        matrixDetails: null,
        rxLevelId: 0,
        unit: 21,
        quantity: 2,
        units: [{ id: 21, unitName: 'Box', conversionRate: 1, baseUnit: true }],
        isAddableToCart: true,
        quantityAvailable: 400,
        price: 50,
        lineTotal: 100,
      },
    ],
    saveForLater: [],
    notifications: [],
    totalItems: 1,
    totalQuantity: 2,
    subtotal: 100,
    shipping: 0,
    taxRate: 5,
    tax: 5,
    total: 100,
    convenienceFee: 0,
    ...overrides,
  };
}

export const shipDatesFixture = {
  addressId: 11,
  dddShippingCutoffTime: '14:00',
  shipDate: '2026-12-01',
  orderBy: '2026-11-30T19:00:00.000Z',
  shipDates: ['2026-12-01', '2026-12-04'],
};
