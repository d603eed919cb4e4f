import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, deliveryStamp, formatDeliveryStamp } from './tracking.ts';

describe('carrier tracking links', () => {
  it('links each of the three parcel carriers to its own page with the number encoded', () => {
    expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    );
    expect(carrierTrackingUrl('FedEx', '7712 3456')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=7712%203456',
    );
    expect(carrierTrackingUrl('USPS', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(carrierTrackingUrl('Courier', 'X1')).toBeNull();
  });
});

describe('delivery stamps', () => {
  it('writes the store-clock date and time of a delivery', () => {
    // 2026-03-05 02:04:09 UTC is the evening before in New York (EST, UTC-5).
    expect(deliveryStamp(new Date('2026-03-05T02:04:09Z'), 'America/New_York')).toEqual({
      deliveryDate: '20260304',
      timeOfDelivery: '21:04:09',
    });
  });

  it('shows MM/DD/YYYY and 12-hour AM/PM time', () => {
    expect(formatDeliveryStamp('20260304', '21:04:09')).toBe('03/04/2026 9:04 PM');
    expect(formatDeliveryStamp('20260304', '00:15:00')).toBe('03/04/2026 12:15 AM');
    expect(formatDeliveryStamp('20260304', '12:00:00')).toBe('03/04/2026 12:00 PM');
    expect(formatDeliveryStamp('2026-03-04', '12:00:00')).toBeNull();
  });
});
