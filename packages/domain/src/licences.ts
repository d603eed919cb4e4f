// Controlled-substance licences held at a ship-to (issue 19 point 3, service spec §3 "Address": each
// address carries a licence list with expiration; §5: checkout addresses hold unexpired licences
// for every controlled-substance level in the cart). A licence counts for checkout only once the
// store's staff verified it and until the end of its expiry day; the buyer is warned 60, 30 and 7
// days before, once per threshold.
import { daysBetween, type IsoDay } from './calendar-days.ts';

/** Days before expiry at which the account is warned (badge, dashboard notice, one mail each). */
export const LICENCE_WARNING_DAYS = [60, 30, 7] as const;
export type LicenceWarningDays = (typeof LICENCE_WARNING_DAYS)[number];

export const LICENCE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** What the addresses page shows for each status (issue 19: a new licence is 'Pending verification'). */
export const LICENCE_STATUS_LABELS: Readonly<Record<LicenceStatus, string>> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

export type LicenceExpiry =
  | { state: 'expired'; daysLeft: number }
  /** Within a warning threshold: `threshold` is the smallest one not below `daysLeft`. */
  | { state: 'expiring'; daysLeft: number; threshold: LicenceWarningDays }
  | { state: 'valid'; daysLeft: number };

/**
 * Where a licence stands on `today` (both ISO days on the store's calendar). It is valid through
 * its expiry day: `daysLeft` is 0 on that day and the licence expires the day after.
 */
export function licenceExpiry(expiresOn: IsoDay, today: IsoDay): LicenceExpiry {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  const threshold = warningThreshold(daysLeft);
  return threshold === null ? { state: 'valid', daysLeft } : { state: 'expiring', daysLeft, threshold };
}

/**
 * The warning a licence with `daysLeft` days to go is due (the smallest threshold it is within),
 * or null. As days pass the due threshold only shrinks, so sending each one at most once sends
 * 60, then 30, then 7; a licence first seen 5 days before expiry gets the 7-day warning only.
 */
export function warningThreshold(daysLeft: number): LicenceWarningDays | null {
  if (daysLeft < 0) return null;
  let found: LicenceWarningDays | null = null;
  for (const threshold of LICENCE_WARNING_DAYS) if (daysLeft <= threshold) found = threshold;
  return found;
}

/** service spec §5: a licence covers checkout when verified and not past its expiry day. */
export function licenceCoversCheckout(
  licence: { status: LicenceStatus; expiresOn: IsoDay },
  today: IsoDay,
): boolean {
  return licence.status === 'verified' && licence.expiresOn >= today;
}

/** The notice the badge and the dashboard show for a licence that is expiring or expired. */
export function licenceExpiryNotice(licenceNumber: string, expiry: LicenceExpiry): string | null {
  if (expiry.state === 'expired') return `License ${licenceNumber} has expired. Add the renewed license.`;
  if (expiry.state === 'valid') return null;
  if (expiry.daysLeft === 0) return `License ${licenceNumber} expires today.`;
  const days = expiry.daysLeft === 1 ? '1 day' : `${expiry.daysLeft} days`;
  return `License ${licenceNumber} expires in ${days}.`;
}
