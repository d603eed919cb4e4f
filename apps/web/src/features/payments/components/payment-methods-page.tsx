// Payment Methods (/myaccount/menu/paymentmethod; storefront spec §2.3; issue 18 point 7): the
// account's saved cards and bank accounts (getAll), the default marked, a card past its expiry
// marked 'Expired' (it cannot pay); add one through the gateway's hosted fields (card or ACH; the
// numbers never reach the store: upsert gets a token), make one the default, delete one after a
// confirmation. A failed save shows the server's message, or 'Error Uploading Payment Method'.
// A save says so in a toast ('… was saved', or that the card was on file already, issue 31 point 2)
// and brings the saved method into view with the focus on it, rather than leaving the buyer at the
// foot of the page where the form was.
import {
  PAYMENT_METHOD_NICKNAME_MAX,
  PAYMENT_METHOD_SAVE_FAILED_MESSAGE,
  UpsertPaymentMethodRequest,
} from '@medsupply/contract';
import type { HostedFieldsKind, PaymentMethod, UpsertPaymentMethodResponse } from '@medsupply/contract';
import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';

import { HostedFieldsRefusal, useHostedFields } from '@/components/payment/hosted-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormNotice, TextField } from '@/components/ui/field';
import { EmptyLine, QueryView } from '@/components/ui/query-view';
import { isRefusal } from '@/lib/refusal';
import { schemaResolver } from '@/lib/schema-resolver';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import {
  methodLabel,
  useDeletePaymentMethod,
  usePaymentMethods,
  useUpsertPaymentMethod,
} from '../api/payment-methods';

/** The message of a save that failed: the server's when it gave one, else the spec's. */
export function saveFailedMessage(error: unknown): string {
  if (error instanceof HostedFieldsRefusal) return error.message;
  if (isRefusal(error) && error.message) return error.message;
  return PAYMENT_METHOD_SAVE_FAILED_MESSAGE;
}

/** What a successful save says: a new method was saved, or the one entered was on file already. */
export function savedMessage({ paymentMethod, alreadySaved }: UpsertPaymentMethodResponse): string {
  const label = methodLabel(paymentMethod);
  if (!alreadySaved) return `${label} was saved.`;
  const what = paymentMethod.kind === 'ach' ? 'bank account' : 'card';
  return `This ${what} is already saved: ${label} was updated.`;
}

const expiry = (method: PaymentMethod) =>
  method.expMonth !== null && method.expYear !== null
    ? `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`
    : null;

export function PaymentMethodsPage() {
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState<HostedFieldsKind | null>(null);
  // The method just saved: brought into view and focused once it is listed.
  const [savedId, setSavedId] = useState<number | null>(null);
  const savedRow = useRef<HTMLLIElement>(null);
  const savedListed = methods.data?.paymentMethods.some((method) => method.id === savedId) ?? false;
  useEffect(() => {
    if (!savedListed) return;
    const row = savedRow.current;
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [savedId, savedListed]);
  return (
    <QueryView query={methods} what="payment methods">
      {({ paymentMethods: list }) => (
        <div className="space-y-5">
          {list.length === 0 ? (
            <EmptyLine>
              No saved payment methods yet. Add a card or bank account to pay invoices faster.
            </EmptyLine>
          ) : (
            <section
              aria-labelledby="methods-heading"
              className="rounded-2xl border border-slate-200 bg-white"
            >
              <h2
                id="methods-heading"
                className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
              >
                Saved payment methods
              </h2>
              <ul className="divide-y divide-slate-100">
                {list.map((method) => (
                  <MethodRow
                    key={method.id}
                    method={method}
                    {...(method.id === savedId ? { justSaved: true, rowRef: savedRow } : {})}
                  />
                ))}
              </ul>
            </section>
          )}
          {adding === null ? (
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => setAdding('card')}>Add a card</Button>
              <Button variant="outline" onClick={() => setAdding('ach')}>
                Add a bank account
              </Button>
            </div>
          ) : (
            <AddMethodForm
              key={adding}
              kind={adding}
              onDone={(saved) => {
                setAdding(null);
                if (saved !== undefined) setSavedId(saved);
              }}
              isFirst={list.length === 0}
            />
          )}
        </div>
      )}
    </QueryView>
  );
}

function MethodRow({
  method,
  justSaved = false,
  rowRef,
}: {
  method: PaymentMethod;
  justSaved?: boolean;
  rowRef?: Ref<HTMLLIElement>;
}) {
  const upsert = useUpsertPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [confirming, setConfirming] = useState(false);
  const label = methodLabel(method);
  const expires = expiry(method);
  return (
    <li
      ref={rowRef}
      tabIndex={justSaved ? -1 : undefined}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 px-5 py-4',
        justSaved && 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600',
      )}
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-navy-900">{label}</span>
          {method.isDefault && <Badge tone="brand">Default</Badge>}
          {method.isExpired && <Badge tone="danger">Expired</Badge>}
        </p>
        <p className="text-slate-600">
          {method.nickname ? `${method.nickname} · ` : ''}
          {method.holderName}
          {expires ? ` · ${method.isExpired ? 'expired' : 'expires'} ${expires}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!method.isDefault && !method.isExpired && (
          <Button
            size="sm"
            variant="outline"
            disabled={upsert.isPending}
            aria-label={`Make ${label} the default`}
            onClick={() =>
              upsert.mutate(
                { id: method.id, isDefault: true },
                { onError: (error) => toast.error(saveFailedMessage(error)) },
              )
            }
          >
            Make default
          </Button>
        )}
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Delete ${label}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
          <DialogContent
            title="Delete this payment method?"
            description={`${label} will no longer be offered for payments.`}
          >
            <div className="flex justify-end gap-3">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(method.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      toast.success(`${label} was deleted.`);
                    },
                    onError: (error) => toast.error(error.message),
                  })
                }
              >
                Delete
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </li>
  );
}

interface AddMethodValues {
  nickname: string;
  isDefault: boolean;
}

/**
 * The nickname checked by the upsert's own schema. The token is the hosted fields' answer, asked
 * for only once the form passes, so the check stands a placeholder in for it.
 */
const addMethodResolver = schemaResolver<AddMethodValues>(UpsertPaymentMethodRequest, (values) => ({
  token: 'from-hosted-fields',
  nickname: values.nickname,
  isDefault: values.isDefault,
}));

function AddMethodForm({
  kind,
  onDone,
  isFirst,
}: {
  kind: HostedFieldsKind;
  /** Called with the saved method's id, or nothing when the form was cancelled. */
  onDone: (savedId?: number) => void;
  isFirst: boolean;
}) {
  const fields = useHostedFields(kind);
  const upsert = useUpsertPaymentMethod();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddMethodValues>({
    defaultValues: { nickname: '', isDefault: isFirst },
    resolver: addMethodResolver,
  });
  const onSubmit = handleSubmit(async ({ nickname, isDefault }) => {
    try {
      const token = await fields.tokenize();
      const saved = await upsert.mutateAsync({
        token: token.token,
        nickname: nickname.trim() || null,
        isDefault,
      });
      toast.success(savedMessage(saved));
      onDone(saved.paymentMethod.id);
    } catch (failure) {
      setError('root', { message: saveFailedMessage(failure) });
    }
  });
  const title = kind === 'card' ? 'Add a card' : 'Add a bank account';
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-navy-900">{title}</h2>
      {fields.element}
      <TextField
        label="Nickname"
        optional
        maxLength={PAYMENT_METHOD_NICKNAME_MAX}
        placeholder={kind === 'card' ? 'Front desk Visa' : 'Operating account'}
        error={errors.nickname?.message}
        {...register('nickname')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('isDefault')} />
        Make this my default payment method
      </label>
      {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
