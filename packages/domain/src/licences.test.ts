import { describe, expect, it } from 'vitest';
import {
  LICENCE_STATUS_LABELS,
  licenceCoversCheckout,
  licenceExpiry,
  licenceExpiryNotice,
  warningThreshold,
} from './licences.ts';

describe('licenceExpiry', () => {
  it('counts the expiry day as valid and warns within 60, 30 and 7 days', () => {
    expect(licenceExpiry('2026-12-31', '2026-06-01')).toEqual({ state: 'valid', daysLeft: 213 });
    expect(licenceExpiry('2026-07-31', '2026-06-01')).toEqual({
      state: 'expiring',
      daysLeft: 60,
      threshold: 60,
    });
    expect(licenceExpiry('2026-07-01', '2026-06-01')).toEqual({
      state: 'expiring',
      daysLeft: 30,
      threshold: 30,
    });
    expect(licenceExpiry('2026-06-08', '2026-06-01')).toEqual({
      state: 'expiring',
      daysLeft: 7,
      threshold: 7,
    });
    expect(licenceExpiry('2026-06-01', '2026-06-01')).toEqual({
      state: 'expiring',
      daysLeft: 0,
      threshold: 7,
    });
    expect(licenceExpiry('2026-05-31', '2026-06-01')).toEqual({ state: 'expired', daysLeft: -1 });
  });

  it('due thresholds only shrink as days pass, so each is sent once and in order', () => {
    const due: number[] = [];
    for (let daysLeft = 90; daysLeft >= -3; daysLeft -= 1) {
      const threshold = warningThreshold(daysLeft);
      if (threshold !== null && !due.includes(threshold)) due.push(threshold);
    }
    expect(due).toEqual([60, 30, 7]);
    expect(warningThreshold(61)).toBeNull();
    expect(warningThreshold(31)).toBe(60);
    expect(warningThreshold(8)).toBe(30);
    expect(warningThreshold(5)).toBe(7);
    expect(warningThreshold(-1)).toBeNull();
  });
});

describe('licenceCoversCheckout', () => {
  it('needs a verified licence not past its expiry day', () => {
    const today = '2026-06-01';
    expect(licenceCoversCheckout({ status: 'verified', expiresOn: '2026-06-01' }, today)).toBe(true);
    expect(licenceCoversCheckout({ status: 'verified', expiresOn: '2026-05-31' }, today)).toBe(false);
    expect(licenceCoversCheckout({ status: 'pending', expiresOn: '2027-01-01' }, today)).toBe(false);
    expect(licenceCoversCheckout({ status: 'rejected', expiresOn: '2027-01-01' }, today)).toBe(false);
  });
});

describe('labels and notices', () => {
  it('names a new licence "Pending verification"', () => {
    expect(LICENCE_STATUS_LABELS.pending).toBe('Pending verification');
  });

  it('says how many days are left, or that it has expired', () => {
    expect(licenceExpiryNotice('FL-1', licenceExpiry('2026-06-08', '2026-06-01'))).toBe(
      'License FL-1 expires in 7 days.',
    );
    expect(licenceExpiryNotice('FL-1', licenceExpiry('2026-06-02', '2026-06-01'))).toBe(
      'License FL-1 expires in 1 day.',
    );
    expect(licenceExpiryNotice('FL-1', licenceExpiry('2026-06-01', '2026-06-01'))).toBe(
      'License FL-1 expires today.',
    );
    expect(licenceExpiryNotice('FL-1', licenceExpiry('2026-05-01', '2026-06-01'))).toBe(
      'License FL-1 has expired. Add the renewed license.',
    );
    expect(licenceExpiryNotice('FL-1', licenceExpiry('2027-05-01', '2026-06-01'))).toBeNull();
  });
});
