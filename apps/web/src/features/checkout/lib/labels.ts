// How checkout writes a delivery day, an address and a payment for buyers.
import type { CheckoutAddress, PaymentMethod } from '@medsupply/contract';
import { CARD_BRAND_NAMES } from '@medsupply/domain';
import type { CardBrand } from '@medsupply/domain';

import { formatStoreDate } from '@/lib/format';

/** 'Tue 12/01/2026' for '2026-12-01' (storefront spec §9: MM/DD/YYYY); the same on server and browser. */
export function deliveryDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${formatStoreDate(day)}`;
}

/** 'Main Clinic: 2200 Lakeside Terrace, Madison, WI 53704'. */
export function addressLine(address: CheckoutAddress): string {
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return `${address.label}: ${street}, ${address.city}, ${address.state} ${address.zip}`;
}

export function methodLabel(method: Pick<PaymentMethod, 'typeName' | 'last4'>): string {
  return `${method.typeName} ending ${method.last4}`;
}

export function brandLabel(brand: string, last4: string): string {
  const name = brand in CARD_BRAND_NAMES ? CARD_BRAND_NAMES[brand as CardBrand] : 'Card';
  return `${name} ending ${last4}`;
}

/** '2:00 PM' for the cut-off '14:00' (storefront spec §9: 12-hour AM/PM). */
export function cutoffLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${period}`;
}
