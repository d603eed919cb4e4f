// /productLookup (issue 19 point 8): paste many item numbers or MPNs, see per line what matched,
// availability, the price when this login sees prices, and whether the account may buy it, with
// the store's reason when it may not. The numbers are checked by the contract's ProductLookupBody.
import { LOOKUP_MAX_NUMBERS, ProductLookupBody } from '@medsupply/contract';
import type { ProductLookupLine } from '@medsupply/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormNotice, TextAreaField } from '@/components/ui/field';
import { formatDollarsUsd } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';
import { useHydrated } from '@/lib/use-hydrated';

import { lookupNumbers, useProductLookup } from '../api/lookup';

function Availability({ line }: { line: ProductLookupLine }) {
  if (!line.item) return <span className="text-slate-500">—</span>;
  return line.item.isInStock ? (
    <span className="text-emerald-800">In stock ({line.item.quantityAvailable})</span>
  ) : (
    <span className="text-amber-800">Out of stock</span>
  );
}

function LineRow({ line }: { line: ProductLookupLine }) {
  const { item } = line;
  return (
    <li className="grid gap-2 py-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)_9rem_7rem_minmax(0,14rem)] sm:items-start sm:gap-4">
      <span className="font-mono font-semibold break-all text-navy-900">{line.query}</span>
      <span className="min-w-0">
        {item ? (
          <>
            <Link className="font-medium text-brand-700 underline" to={`/product/${item.urlComponent}`}>
              {item.siteDisplayName ?? item.displayName}
            </Link>
            <span className="block text-slate-600">
              Item {item.itemName} · {item.manufacturer} MPN {item.mpn}
              {line.matchedBy === 'mpn' ? ' (matched by MPN)' : ''}
            </span>
          </>
        ) : (
          <span className="text-slate-600">Not found</span>
        )}
      </span>
      <span>
        <span className="text-slate-500 sm:hidden">Availability: </span>
        <Availability line={line} />
      </span>
      <span className="tabular-nums">
        {item?.price !== undefined && item.price !== null ? (
          <>
            <span className="text-slate-500 sm:hidden">Price: </span>
            {formatDollarsUsd(item.price)}
          </>
        ) : (
          <span className="hidden text-slate-500 sm:inline">—</span>
        )}
      </span>
      <span>
        {line.mayBuy ? (
          <Badge tone="success">May buy</Badge>
        ) : (
          <span className="flex flex-col items-start gap-1">
            <Badge tone="danger">Cannot buy</Badge>
            {line.reason && <span className="text-slate-700">{line.reason}</span>}
          </span>
        )}
      </span>
    </li>
  );
}

interface LookupValues {
  text: string;
}

/**
 * ProductLookupBody on the numbers the text holds; its word on the list or on one number (too
 * long) is said under the text area.
 */
const lookupResolver: Resolver<LookupValues> = async (values, context, options) => {
  const result = await schemaResolver<LookupValues>(ProductLookupBody, ({ text }) => ({
    numbers: lookupNumbers(text),
  }))(values, context, options);
  const problem = Object.entries(result.errors).find(([name]) => name.startsWith('numbers'))?.[1];
  return problem ? { values: {}, errors: { text: problem } as typeof result.errors } : result;
};

export function ProductLookupPage() {
  const hydrated = useHydrated();
  const lookup = useProductLookup();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<LookupValues>({ defaultValues: { text: '' }, resolver: lookupResolver });
  const numbers = lookupNumbers(useWatch({ control, name: 'text' }));
  const submit = handleSubmit(({ text }) => lookup.mutate(lookupNumbers(text)));

  const results = lookup.data?.results;
  const found = results?.filter((line) => line.item).length ?? 0;

  return (
    <div className="space-y-5">
      <form
        noValidate
        aria-label="Look up products"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
        onSubmit={(event) => void submit(event)}
      >
        <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
          <TextAreaField
            label="Item numbers or MPNs"
            hint={`One a line, or separated by commas. Up to ${LOOKUP_MAX_NUMBERS} at a time.`}
            error={errors.text?.message}
            className="font-mono"
            {...register('text')}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={lookup.isPending}>
              {lookup.isPending ? 'Looking up…' : 'Look up'}
            </Button>
            {numbers.length > 0 && (
              <span className="text-sm text-slate-600">
                {numbers.length} {numbers.length === 1 ? 'number' : 'numbers'}
              </span>
            )}
          </div>
        </fieldset>
      </form>
      {lookup.isError && <FormNotice tone="error">{lookup.error.message}</FormNotice>}
      {results && (
        <section aria-label="Lookup results" className="rounded-2xl border border-slate-200 bg-white px-5">
          <p className="border-b border-slate-200 py-3 text-sm text-slate-700" role="status">
            {found} of {results.length} found.
          </p>
          <div className="hidden grid-cols-[10rem_minmax(0,1fr)_9rem_7rem_minmax(0,14rem)] gap-4 border-b border-slate-200 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid">
            <span>Number</span>
            <span>Item</span>
            <span>Availability</span>
            <span>Price</span>
            <span>Purchase</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {results.map((line) => (
              <LineRow key={line.query} line={line} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
