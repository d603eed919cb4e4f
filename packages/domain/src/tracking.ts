// Delivery tracking (service spec §9: tracking links exist for three parcel carriers; storefront
// spec §2.8): the carrier's own page for a tracking number, and the notification's date and time.

export const PARCEL_CARRIERS = ['UPS', 'FedEx', 'USPS'] as const;
export type ParcelCarrier = (typeof PARCEL_CARRIERS)[number];

const TRACKING_URLS: Record<ParcelCarrier, string> = {
  UPS: 'https://www.ups.com/track?loc=en_US&tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/** The carrier's public tracking page for `trackingNumber`; null for a carrier without one. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const base = (TRACKING_URLS as Record<string, string | undefined>)[carrier];
  return base === undefined ? null : `${base}${encodeURIComponent(trackingNumber)}`;
}

/**
 * storefront spec §3: a 'Fulfillment Delivered' notification carries deliveryDate as YYYYMMDD and
 * timeOfDelivery as HH:MM:SS, on the store's clock (`timeZone`).
 */
export function deliveryStamp(at: Date, timeZone: string): { deliveryDate: string; timeOfDelivery: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    deliveryDate: `${parts.year}${parts.month}${parts.day}`,
    timeOfDelivery: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** storefront spec §2.8: the bell shows the delivery as MM/DD/YYYY and 12-hour AM/PM time. */
export function formatDeliveryStamp(deliveryDate: string, timeOfDelivery: string): string | null {
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(deliveryDate);
  const time = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(timeOfDelivery);
  if (!date || !time) return null;
  const hour = Number(time[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${date[2]}/${date[3]}/${date[1]} ${twelve}:${time[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
