// Payment methods as the API answers them, for the payments feature's tests.
import type { PaymentMethod } from '@medsupply/contract';

export const paymentMethodFixture = (
  id: number,
  last4: string,
  extra: Partial<PaymentMethod> = {},
): PaymentMethod => ({
  id,
  type: 'visa',
  kind: 'card',
  typeName: 'Visa',
  last4,
  expMonth: 4,
  expYear: 2030,
  holderName: 'Pat Lee',
  nickname: null,
  isDefault: false,
  isExpired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
