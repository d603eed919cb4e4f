// Addresses (/myaccount/menu/addresses; issue 19 point 3): the account's addresses with their
// defaults and licences; add, edit, delete (refused with the API's message while open orders or
// subscriptions use it), make one the default for shipping or billing, and add or renew a licence.
import type { Address, Licence, UpsertAddressBody } from '@medsupply/contract';
import { useState } from 'react';

import { AddressLines } from '@/components/transaction/document-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/field';
import { formatTime12h } from '@/lib/format';
import { EmptyLine, QueryView } from '@/components/ui/query-view';

import { useAddresses, useDeleteAddress, useUpsertAddress } from '../api/addresses';

import { AddressForm } from './address-form';
import { LicenceForm } from './licence-form';
import { LicencesList } from './licences-list';
import { ConfirmButton, Panel, problemOf } from './panel';

function bodyOf(address: Address): UpsertAddressBody {
  return {
    id: address.id,
    label: address.label,
    attention: address.attention,
    addressee: address.addressee,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: address.phone,
    defaultShipping: address.defaultShipping,
    defaultBilling: address.defaultBilling,
    billingOnly: address.billingOnly,
  };
}

type LicenceDraft = { renews: Licence | null } | null;

function AddressCard({ address, onNotice }: { address: Address; onNotice: (message: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [licenceDraft, setLicenceDraft] = useState<LicenceDraft>(null);
  const [licenceNotice, setLicenceNotice] = useState<string | null>(null);
  const remove = useDeleteAddress();
  const upsert = useUpsertAddress();
  const problem = remove.isError ? problemOf(remove.error) : upsert.isError ? problemOf(upsert.error) : null;

  const makeDefault = (field: 'defaultShipping' | 'defaultBilling') =>
    upsert.mutate({ ...bodyOf(address), [field]: true });

  return (
    <Panel
      title={address.label}
      actions={
        <span className="flex flex-wrap gap-2">
          {address.defaultShipping && <Badge tone="brand">Default shipping</Badge>}
          {address.defaultBilling && <Badge tone="info">Default billing</Badge>}
          {address.billingOnly && <Badge tone="neutral">Billing only</Badge>}
        </span>
      }
    >
      {problem && (
        <div className="mb-4">
          <FormNotice tone="error">{problem}</FormNotice>
        </div>
      )}
      {editing ? (
        <AddressForm
          address={address}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onNotice(saved);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <AddressLines address={address} />
            {address.phone && <p className="mt-1 text-sm text-slate-700">{address.phone}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${address.label}`}
            >
              Edit
            </Button>
            {!address.defaultShipping && !address.billingOnly && (
              <Button
                variant="ghost"
                size="sm"
                disabled={upsert.isPending}
                onClick={() => makeDefault('defaultShipping')}
              >
                Make default shipping
              </Button>
            )}
            {!address.defaultBilling && (
              <Button
                variant="ghost"
                size="sm"
                disabled={upsert.isPending}
                onClick={() => makeDefault('defaultBilling')}
              >
                Make default billing
              </Button>
            )}
            <ConfirmButton
              label="Delete"
              name={`Delete ${address.label}`}
              question="Delete this address?"
              confirm="Yes, delete"
              pending={remove.isPending}
              onAsk={() => remove.reset()}
              onConfirm={(done) =>
                remove.mutate(address.id, {
                  onSuccess: () => onNotice(`${address.label} has been deleted.`),
                  onSettled: done,
                })
              }
            />
          </div>
        </div>
      )}

      <div className="mt-5 border-t border-slate-100 pt-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-navy-900">Controlled-substance licenses</h3>
          {licenceDraft === null && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Add a license to ${address.label}`}
              onClick={() => {
                setLicenceNotice(null);
                setLicenceDraft({ renews: null });
              }}
            >
              Add license
            </Button>
          )}
        </div>
        {licenceNotice && (
          <div className="mb-3">
            <FormNotice tone="success">{licenceNotice}</FormNotice>
          </div>
        )}
        {licenceDraft && (
          <div className="mb-3">
            <LicenceForm
              addressId={address.id}
              renews={licenceDraft.renews}
              onDone={(message) => {
                setLicenceDraft(null);
                setLicenceNotice(message);
              }}
            />
          </div>
        )}
        <LicencesList
          licences={address.controlledSubstance}
          onRenew={(licence) => {
            setLicenceNotice(null);
            setLicenceDraft({ renews: licence });
          }}
        />
      </div>
    </Panel>
  );
}

export function AddressesPage() {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <QueryView query={addresses} what="addresses" loading="panel">
      {({ mappedResults, dddShippingCutoffTime }) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              Orders placed before {formatTime12h(dddShippingCutoffTime)} ET ship the same business day.
            </p>
            {!adding && (
              <Button
                onClick={() => {
                  setNotice(null);
                  setAdding(true);
                }}
              >
                Add address
              </Button>
            )}
          </div>
          {notice && <FormNotice tone="success">{notice}</FormNotice>}
          {adding && (
            <Panel title="New address">
              <AddressForm
                address={null}
                onDone={(saved) => {
                  setAdding(false);
                  setNotice(saved);
                }}
              />
            </Panel>
          )}
          {mappedResults.length === 0 && !adding ? (
            <EmptyLine>No addresses yet. Add the address we should ship to.</EmptyLine>
          ) : (
            mappedResults.map((address) => (
              <AddressCard key={address.id} address={address} onNotice={setNotice} />
            ))
          )}
        </div>
      )}
    </QueryView>
  );
}
