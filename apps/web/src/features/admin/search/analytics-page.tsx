// /admin/search/analytics (area content; issue 29 §5, ADR 0039): a week's searches, picked in the
// URL (?week=<Monday>): the most searched terms, those that found nothing and those that found
// something nobody opened. Each term that found nothing says what it finds now, and one press on
// its row opens a small form, the term filled in and the word it most likely means ("Did you mean")
// offered, that makes it a synonym: the next storefront search finds the product.
import { SearchSynonymBody } from '@medsupply/contract';
import type { SearchZeroResultTerm } from '@medsupply/contract';
import { formatCount } from '@medsupply/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';

import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/schema-resolver';

import { AdminPage } from '../components/admin-page';
import { AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { useAddTerm, useSearchAnalytics, useSynonyms } from './api';
import type { TermAdded } from './api';
import { addWeeks, chosenWeek, recentWeeks, weekLabel } from './week';

type TermCount = { query: string; searches: number };

/** The term as the storefront searches it, in a new tab (staff keep their place here). */
function TermLink({ query }: { query: string }) {
  return (
    <a
      href={`/products/1?search=${encodeURIComponent(query)}`}
      target="_blank"
      rel="noreferrer"
      className="font-semibold break-words text-brand-700 hover:underline"
    >
      {query}
    </a>
  );
}

const countColumns: AdminColumn<TermCount>[] = [
  { key: 'term', header: 'Term', cell: (row) => <TermLink query={row.query} /> },
  {
    key: 'searches',
    header: 'Searches',
    align: 'right',
    className: 'w-px whitespace-nowrap',
    cell: (row) => formatCount(row.searches),
  },
];

function WeekPicker({ week, onWeek }: { week: string; onWeek: (week: string) => void }) {
  const weeks = useMemo(() => recentWeeks(new Date()), []);
  const newest = weeks[0];
  const oldest = weeks.at(-1);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <SelectField
        label="Week"
        value={week}
        onChange={(event) => onWeek(event.target.value)}
        containerClassName="min-w-0 basis-full sm:basis-auto sm:w-96"
      >
        {weeks.map((monday, index) => (
          <option key={monday} value={monday}>
            {index === 0 ? `This week (${weekLabel(monday)})` : weekLabel(monday)}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <Button
          variant="outline"
          aria-label="Previous week"
          disabled={week === oldest}
          onClick={() => onWeek(addWeeks(week, -1))}
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <Button
          variant="outline"
          aria-label="Next week"
          disabled={week === newest}
          onClick={() => onWeek(addWeeks(week, 1))}
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** A table under its heading (the table's own section is the region, named by its caption). */
function TableSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-2">
      <h2 className="text-base font-semibold text-navy-900">{title}</h2>
      {children}
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'amber' }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-sm sm:px-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold text-navy-900', tone === 'amber' && 'text-amber-800')}>
        {value}
      </dd>
    </div>
  );
}

/** What a term that found nothing does now: found since, given a synonym here, or still nothing. */
function NowState({ row, added }: { row: SearchZeroResultTerm; added: boolean }) {
  if (row.findsNow) return <StatusPill tone="green">Finds products now</StatusPill>;
  if (added) return <StatusPill tone="blue">Synonym added</StatusPill>;
  return <StatusPill tone="amber">Still finds nothing</StatusPill>;
}

interface MeaningValues {
  meaning: string;
}

const MEANING_MISSING = 'Enter the word or phrase the term means.';

/** The term and its meaning as the set the call adds (SearchSynonymBody): the meaning's problem on its field. */
function meaningResolver(term: string): Resolver<MeaningValues> {
  const check = schemaResolver<MeaningValues>(
    SearchSynonymBody,
    (values) => ({ phrases: [term, values.meaning.trim()] }),
    (values) => ({ meaning: values.meaning.trim() ? undefined : MEANING_MISSING }),
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const message = Object.values(result.errors).find((error) => error.message)?.message;
    if (typeof message !== 'string') return result;
    return {
      values: {},
      errors: {
        meaning: { type: 'validate', message: values.meaning.trim() ? message : MEANING_MISSING },
      },
    };
  };
}

/**
 * The small form a zero-result row's button opens: the term, and the word it should mean, started
 * from the term's suggestion (rendered with the term as its key, so each row starts afresh).
 */
function AddTermDialog({
  term,
  onClose,
  onAdded,
}: {
  term: SearchZeroResultTerm | null;
  onClose: () => void;
  onAdded: (term: string, meaning: string, added: TermAdded) => void;
}) {
  const add = useAddTerm();
  const synonyms = useSynonyms();
  const listId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MeaningValues>({
    defaultValues: { meaning: term?.suggestion ?? '' },
    resolver: meaningResolver(term?.query ?? ''),
  });
  const phrases = useMemo(
    () => [...new Set(synonyms.data?.synonyms.flatMap((s) => s.phrases) ?? [])].toSorted(),
    [synonyms.data],
  );
  return (
    <Dialog
      open={term !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {term && (
        <DialogContent
          title={`Add a synonym for “${term.query}”`}
          description="Buyers who search for the term will find what the word it means finds, from the next search."
        >
          <form
            aria-label="Add a synonym"
            noValidate
            className="space-y-4"
            onSubmit={(event) =>
              void handleSubmit((values) => {
                const word = values.meaning.trim();
                add.mutate(
                  { term: term.query, meaning: word },
                  { onSuccess: (added) => onAdded(term.query, word, added) },
                );
              })(event)
            }
          >
            <TextField label="Buyers searched for" value={term.query} readOnly />
            <TextField
              label="It means"
              required
              error={errors.meaning?.message}
              maxLength={60}
              list={listId}
              autoComplete="off"
              placeholder="stethoscope"
              {...register('meaning')}
              hint={
                term.suggestion
                  ? `Search suggests “${term.suggestion}”. Enter the word or phrase the catalog uses.`
                  : 'Enter the word or phrase the catalog uses. A word already in synonyms joins its set.'
              }
            />
            <datalist id={listId}>
              {phrases.map((phrase) => (
                <option key={phrase} value={phrase} />
              ))}
            </datalist>
            <ErrorNotice error={add.error} />
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={add.isPending}>
                Add synonym
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function SearchAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const week = chosenWeek(searchParams.get('week'), new Date());
  const analytics = useSearchAnalytics(week);
  const data = analytics.data?.weeks[0];
  const [adding, setAdding] = useState<SearchZeroResultTerm | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<{ term: string; meaning: string; added: TermAdded } | null>(null);

  const chooseWeek = (next: string) => {
    setNotice(null);
    setSearchParams(next === recentWeeks(new Date())[0] ? {} : { week: next });
  };

  const addButton = (row: SearchZeroResultTerm, className?: string) =>
    row.findsNow || added.has(row.query) ? null : (
      <Button
        size="sm"
        className={className}
        onClick={() => setAdding(row)}
        aria-label={`Add a synonym for ${row.query}`}
      >
        Add synonym
      </Button>
    );

  // On a phone the button goes under the term (the table has no room for a third column).
  const zeroColumns: AdminColumn<SearchZeroResultTerm>[] = [
    {
      key: 'term',
      header: 'Term',
      // The term, its state and its button: a phone's card gives them the whole line.
      wide: true,
      cell: (row) => (
        <div className="space-y-1">
          <TermLink query={row.query} />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <NowState row={row} added={added.has(row.query)} />
            {!row.findsNow && row.suggestion && <span>Did you mean: {row.suggestion}</span>}
          </div>
          {addButton(row, 'mt-1 sm:hidden')}
        </div>
      ),
    },
    {
      key: 'searches',
      header: 'Searches',
      align: 'right',
      className: 'w-px whitespace-nowrap',
      cell: (row) => formatCount(row.searches),
    },
    {
      key: 'action',
      header: <span className="sr-only">Action</span>,
      align: 'right',
      className: 'hidden w-px whitespace-nowrap sm:table-cell',
      cell: (row) => addButton(row),
    },
  ];

  const rate =
    data && data.searches > 0 ? `${Math.round((100 * data.zeroResultSearches) / data.searches)}%` : '—';

  return (
    <AdminPage
      title="Search analytics"
      area="content"
      description={
        <>
          What buyers searched for, week by week (Monday to Sunday, UTC). Give a term that found nothing a
          synonym and the next search finds the product. All synonyms:{' '}
          <Link to="/admin/search/synonyms" className="font-semibold text-brand-700 hover:underline">
            search synonyms
          </Link>
          .
        </>
      }
    >
      <WeekPicker week={week} onWeek={chooseWeek} />
      <dl
        className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-3"
        aria-label={`Week of ${weekLabel(week)}`}
      >
        <Figure label="Searches" value={data ? formatCount(data.searches) : '—'} />
        <Figure
          label="Found nothing"
          value={data ? formatCount(data.zeroResultSearches) : '—'}
          tone="amber"
        />
        <Figure label="Zero-result rate" value={rate} />
      </dl>
      {notice && (
        <FormNotice tone="success">
          “{notice.term}” now finds what “{notice.meaning}” finds, from the next search.{' '}
          {notice.added.joined ? 'It joined the set: ' : 'New set: '}
          {notice.added.synonym.phrases.join(', ')}.
        </FormNotice>
      )}
      <TableSection title="Searches that found nothing">
        <AdminTable
          caption="Searches that found nothing"
          columns={zeroColumns}
          rows={data?.zeroResults}
          rowKey={(row) => row.query}
          loading={analytics.isLoading}
          error={analytics.error}
          what="searches that found nothing"
          onRetry={() => void analytics.refetch()}

          empty="Every search this week found something."
        />
      </TableSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <TableSection title="Top searches">
          <AdminTable
            caption="Top searches"
            columns={countColumns}
            rows={data?.top}
            rowKey={(row) => row.query}
            loading={analytics.isLoading}
            error={analytics.error}
            what="top searches"
            onRetry={() => void analytics.refetch()}

            empty="No searches this week."
          />
        </TableSection>
        <TableSection title="Searches with no click">
          <AdminTable
            caption="Searches with no click"
            columns={countColumns}
            rows={data?.noClicks}
            rowKey={(row) => row.query}
            loading={analytics.isLoading}
            error={analytics.error}
            what="searches with no click"
            onRetry={() => void analytics.refetch()}

            empty="Every search that found something was followed by a click."
          />
        </TableSection>
      </div>
      <AddTermDialog
        key={adding?.query ?? ''}
        term={adding}
        onClose={() => setAdding(null)}
        onAdded={(term, meaning, result) => {
          setAdding(null);
          setAdded((before) => new Set([...before, term]));
          setNotice({ term, meaning, added: result });
        }}
      />
    </AdminPage>
  );
}
