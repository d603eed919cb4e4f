// /admin/search/synonyms (area content; issue 29 point 3, ADR 0039): the sets of phrases the store's
// search treats as one ('bp cuff', 'blood pressure cuff'), searched, added, changed and removed by
// content staff. The API stores each phrase as search reads it and applies a change from the next
// search in every process; the list here filters in the browser (a store has dozens of sets).
import type { SearchSynonym } from '@medsupply/contract';
import { SYNONYM_PHRASES_MAX, SearchSynonymBody } from '@medsupply/contract';
import { normalizePhrase, phrasesFromText } from '@medsupply/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast } from '@/lib/toast';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { Button, ErrorNotice, FormNotice, TextAreaField, TextField } from '../components/form';
import { useAddSynonym, useChangeSynonym, useRemoveSynonym, useSynonyms } from './api';

const DEFAULTS = { q: '' } as const;

export const SYNONYM_TEXTS = {
  phrasesHint: 'One phrase a line (or separated by commas). Capitals and punctuation do not matter.',
  tooFew: 'Enter at least two different phrases.',
  tooMany: `A set holds at most ${SYNONYM_PHRASES_MAX} phrases.`,
} as const;

/** What is wrong with the typed phrases before sending, or null. */
function phrasesProblem(phrases: readonly string[]): string | null {
  if (phrases.length < 2) return SYNONYM_TEXTS.tooFew;
  if (phrases.length > SYNONYM_PHRASES_MAX) return SYNONYM_TEXTS.tooMany;
  return null;
}

interface PhrasesValues {
  /** The typed phrases, one a line or separated by commas. */
  phrases: string;
}

const checkPhrases = schemaResolver<PhrasesValues>(SearchSynonymBody, (values) => ({
  phrases: phrasesFromText(values.phrases),
}));

/**
 * SearchSynonymBody's check of the phrases as sent, the page's own words for too few or too many;
 * a phrase's own problem (too long) lands on the field too.
 */
const phrasesResolver: Resolver<PhrasesValues> = async (values, context, options) => {
  const result = await checkPhrases(values, context, options);
  const own = phrasesProblem(phrasesFromText(values.phrases));
  const message = own ?? Object.values(result.errors).find((error) => error.message)?.message;
  if (typeof message !== 'string') return result;
  return { values: {}, errors: { phrases: { type: 'validate', message } } };
};

function usePhrasesForm() {
  return useForm<PhrasesValues>({ defaultValues: { phrases: '' }, resolver: phrasesResolver });
}

/** A set's phrases as pills, those holding `mark` (the phrase searched for) highlighted. */
export function Phrases({ phrases, mark }: { phrases: readonly string[]; mark?: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Phrases">
      {phrases.map((phrase) => (
        <li
          key={phrase}
          // A long phrase wraps inside its pill (overflow-wrap: anywhere lets the table narrow the
          // column on a phone instead of widening the page).
          className={cn(
            'rounded-xl px-2.5 py-0.5 text-sm ring-1 [overflow-wrap:anywhere]',
            mark && phrase.includes(mark)
              ? 'bg-brand-50 font-semibold text-brand-800 ring-brand-200'
              : 'bg-slate-100 text-slate-800 ring-slate-200',
          )}
        >
          {phrase}
        </li>
      ))}
    </ul>
  );
}

function EditSynonym({ synonym }: { synonym: SearchSynonym }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = usePhrasesForm();
  const change = useChangeSynonym();
  const submit = handleSubmit((values) => {
    change.mutate(
      { id: synonym.id, phrases: phrasesFromText(values.phrases) },
      {
        onSuccess: (saved) => {
          setOpen(false);
          // The dialog closes on saving: the toast is what says it was saved (issue 31 point 2).
          toast.success(`Synonyms saved: ${saved.phrases.join(', ')}.`);
        },
      },
    );
  });
  const label = synonym.phrases.join(', ');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit ${label}`}
        onClick={() => {
          // Each opening starts from the set as it is now.
          reset({ phrases: synonym.phrases.join('\n') });
          change.reset();
          setOpen(true);
        }}
      >
        Edit
      </Button>
      <DialogContent
        title="Edit synonyms"
        description="Search finds by any phrase what it finds by the others."
      >
        <form
          aria-label="Edit synonyms"
          noValidate
          className="space-y-4"
          onSubmit={(event) => void submit(event)}
        >
          <TextAreaField
            label="Phrases"
            rows={6}
            hint={SYNONYM_TEXTS.phrasesHint}
            error={errors.phrases?.message}
            {...register('phrases')}
          />
          <ErrorNotice error={change.error} />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveSynonym({ synonym }: { synonym: SearchSynonym }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveSynonym();
  const label = synonym.phrases.join(', ');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Remove ${label}`}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Remove
      </Button>
      <DialogContent
        title="Remove these synonyms?"
        description="From the next search, each phrase finds only what it finds by itself."
      >
        <Phrases phrases={synonym.phrases} />
        <div className="mt-4">
          <ErrorNotice error={remove.error} />
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep
            </Button>
          </DialogClose>
          <Button
            type="button"
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            disabled={remove.isPending}
            onClick={() => remove.mutate(synonym.id, { onSuccess: () => setOpen(false) })}
          >
            Remove
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const columnsFor = (mark: string): AdminColumn<SearchSynonym>[] => [
  {
    key: 'phrases',
    header: 'Phrases search treats as one',
    cell: (s) => <Phrases phrases={s.phrases} mark={mark} />,
  },
  {
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    align: 'right',
    className: 'w-px whitespace-nowrap',
    cell: (s) => (
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
        <EditSynonym synonym={s} />
        <RemoveSynonym synonym={s} />
      </div>
    ),
  },
];

function AddSynonym() {
  const add = useAddSynonym();
  const [added, setAdded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = usePhrasesForm();
  const submit = handleSubmit((values) => {
    add.mutate(phrasesFromText(values.phrases), {
      onSuccess: (synonym) => {
        reset({ phrases: '' });
        setAdded(synonym.phrases.join(', '));
      },
    });
  });
  return (
    <AdminPanel title="Add synonyms">
      <form
        aria-label="Add synonyms"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          setAdded(null);
          void submit(event);
        }}
      >
        <TextAreaField
          label="Phrases"
          rows={3}
          placeholder={'bp cuff\nblood pressure cuff'}
          hint={SYNONYM_TEXTS.phrasesHint}
          error={errors.phrases?.message}
          {...register('phrases')}
        />
        <ErrorNotice error={add.error} />
        {added && <FormNotice tone="success">Added: {added}. The next search finds them as one.</FormNotice>}
        <Button type="submit" disabled={add.isPending}>
          Add synonyms
        </Button>
      </form>
    </AdminPanel>
  );
}

export function SynonymsPage() {
  const { filters, setFilters } = useListParams(DEFAULTS);
  const synonyms = useSynonyms();
  const q = normalizePhrase(filters.q);
  const rows = useMemo(
    () => synonyms.data?.synonyms.filter((s) => q === '' || s.phrases.some((p) => p.includes(q))),
    [synonyms.data, q],
  );
  return (
    <AdminPage
      title="Search synonyms"
      area="content"
      description={
        <>
          Words buyers use for the same thing: brand names used as generic words, abbreviations, clinical and
          lay names. A change applies from the next search. Searches that found nothing are in{' '}
          <Link to="/admin/search/analytics" className="font-semibold text-brand-700 hover:underline">
            search analytics
          </Link>
          .
        </>
      }
    >
      <FilterBar
        filters={filters}
        label="Search synonyms"
        onApply={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <TextField
              label="Phrase"
              {...field('q')}
              type="search"
              placeholder="cuff"
              containerClassName="min-w-0 flex-1 sm:max-w-xs"
            />
          </>
        )}
      </FilterBar>
      <AdminTable
        caption="Synonym sets"
        columns={columnsFor(q)}
        rows={rows}
        rowKey={(s) => s.id}
        loading={synonyms.isLoading}
        error={synonyms.error}
        what="synonym sets"
        onRetry={() => void synonyms.refetch()}

        empty={q ? `No set holds “${filters.q}”.` : 'No synonyms yet.'}
      />
      <AddSynonym />
    </AdminPage>
  );
}
