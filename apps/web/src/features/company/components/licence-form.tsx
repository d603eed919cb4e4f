// Add or renew a controlled-substance licence at a ship-to, with its document (issue 19 point 3;
// ADR 0025): PDF, PNG or JPEG up to 5 MB, checked here by the domain's own rule before the upload
// (the API checks again). The new licence is 'Pending verification' until the store's staff verify it.
import { LICENCE_PENDING_MESSAGE } from '@medsupply/contract';
import type { Licence } from '@medsupply/contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE_MESSAGE, checkDocument } from '@medsupply/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormNotice, SelectField, TextField } from '@/components/ui/field';

import { useRxLevels, useUpsertLicence } from '../api/addresses';

import { FormActions, problemOf } from './panel';

interface LicenceValues {
  licenceNumber: string;
  issuingAuthority: string;
  rxLevel: string;
  expiresOn: string;
  document: FileList | null;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

function required(label: string) {
  return (value: string) => (value.trim() ? true : `${label} is required`);
}

export function LicenceForm({
  addressId,
  renews,
  onDone,
}: {
  addressId: number;
  /** The licence this one renews, if any. */
  renews: Licence | null;
  onDone: (message: string | null) => void;
}) {
  const rxLevels = useRxLevels();
  const upsert = useUpsertLicence();
  const [documentError, setDocumentError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LicenceValues>({
    defaultValues: {
      licenceNumber: renews?.licenceNumber ?? '',
      issuingAuthority: renews?.issuingAuthority ?? '',
      rxLevel: renews ? String(renews.rxLevel) : '',
      expiresOn: '',
      document: null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setDocumentError(null);
    const file = values.document?.[0];
    if (!file) {
      setDocumentError('Choose the license document (PDF, PNG or JPEG).');
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      setDocumentError(DOCUMENT_TOO_LARGE_MESSAGE);
      return;
    }
    const bytes = await bytesOf(file);
    const check = checkDocument(bytes);
    if (!check.ok) {
      setDocumentError(check.message);
      return;
    }
    upsert.mutate(
      {
        addressId,
        ...(renews ? { renewsId: renews.id } : {}),
        licenceNumber: values.licenceNumber,
        issuingAuthority: values.issuingAuthority,
        rxLevel: Number(values.rxLevel),
        expiresOn: values.expiresOn,
        document: { fileName: file.name, data: base64Of(bytes) },
      },
      { onSuccess: () => onDone(LICENCE_PENDING_MESSAGE) },
    );
  });

  return (
    <form
      noValidate
      aria-label={renews ? `Renew license ${renews.licenceNumber}` : 'New license'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      {upsert.isError && <FormNotice tone="error">{problemOf(upsert.error)}</FormNotice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="License number"
          error={errors.licenceNumber?.message}
          {...register('licenceNumber', { validate: required('License number') })}
        />
        <TextField
          label="Issuing state or agency"
          hint="e.g. OH or DEA"
          error={errors.issuingAuthority?.message}
          {...register('issuingAuthority', { validate: required('Issuing state or agency') })}
        />
        <SelectField
          label="Schedule or Rx level"
          error={errors.rxLevel?.message}
          loading={rxLevels.isPending}
          {...register('rxLevel', { validate: (v) => (v ? true : 'Choose the schedule or Rx level') })}
        >
          <option value="">Choose…</option>
          {(rxLevels.data ?? []).map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Expires on"
          type="date"
          error={errors.expiresOn?.message}
          {...register('expiresOn', { validate: (v) => (v ? true : 'Enter a date as YYYY-MM-DD') })}
        />
        <TextField
          label="License document"
          type="file"
          accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
          hint="PDF, PNG or JPEG, up to 5 MB."
          error={documentError ?? undefined}
          containerClassName="sm:col-span-2"
          className="h-auto py-2"
          {...register('document')}
        />
      </div>
      <FormActions
        submit={renews ? 'Upload renewal' : 'Add license'}
        pending={upsert.isPending}
        pendingLabel={'Uploading…'}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
