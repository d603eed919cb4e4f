// A ship-to's controlled-substance licences (issue 19 point 3): number, issuing state or agency,
// schedule or Rx level, expiry, status ('Pending verification' until verified) and the expiry
// warning badge 60, 30 and 7 days out (the API's `notice`). Only a verified licence that no
// renewal replaces yet offers Renew.
import type { Licence } from '@medsupply/contract';

import { Badge } from '@/components/ui/badge';
import type { BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatStoreDate } from '@/lib/format';
import { toast } from '@/lib/toast';

import { downloadLicenceDocument } from '../api/addresses';

import { problemOf } from './panel';

const STATUS_TONES: Record<Licence['status'], BadgeTone> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export function LicencesList({
  licences,
  onRenew,
}: {
  licences: readonly Licence[];
  onRenew: (licence: Licence) => void;
}) {
  if (licences.length === 0)
    return <p className="text-sm text-slate-600">No licenses on file for this address.</p>;
  const renewed = new Set(licences.map((l) => l.renewsId).filter((id) => id !== null));
  return (
    <ul className="divide-y divide-slate-100" aria-label="Licenses">
      {licences.map((licence) => (
        <li key={licence.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-navy-900">{licence.licenceNumber}</span>
              <Badge tone={STATUS_TONES[licence.status]}>{licence.statusLabel}</Badge>
              {licence.notice && (
                <Badge
                  tone={
                    licence.expiry.state === 'expired' || licence.expiry.daysLeft <= 7 ? 'danger' : 'warning'
                  }
                >
                  {licence.notice}
                </Badge>
              )}
            </p>
            <p className="text-slate-600">
              {licence.issuingAuthority ?? '—'} · {licence.rxLevelName} · expires{' '}
              {formatStoreDate(licence.expiresOn)}
            </p>
            {licence.hasDocument && licence.documentName && (
              <button
                type="button"
                className="text-brand-700 underline underline-offset-2"
                aria-label={`Download ${licence.documentName}`}
                onClick={() =>
                  void downloadLicenceDocument(licence.id, licence.documentName ?? 'license').catch(
                    (error: unknown) => toast.error(problemOf(error)),
                  )
                }
              >
                {licence.documentName}
              </button>
            )}
          </div>
          {licence.status === 'verified' && !renewed.has(licence.id) && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Renew license ${licence.licenceNumber}`}
              onClick={() => onRenew(licence)}
            >
              Renew
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
