// /admin/settings (issue 34): the store's settings staff may change, for members whose roles open
// the settings area (administrators, compliance). Today one: the dating threshold. The product page
// says "Ships with 5 months' dating" when the lot a buyer would receive has fewer whole months left
// than this; 0 turns the notice off.
import { SHORT_DATING_MONTHS_MAX, datingNotice } from '@medsupply/domain';
import { LotSettings } from '@medsupply/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';

import { QueryView } from '@/components/ui/query-view';
import { schemaResolver } from '@/lib/schema-resolver';

import { AdminPage } from '../components/admin-page';
import { AdminPanel } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '../components/form';
import { useLotSettings, useSaveLotSettings } from './api';

const PROBLEM = `Enter a whole number of months from 0 to ${SHORT_DATING_MONTHS_MAX}.`;

interface DatingValues {
  shortDatingMonths: string;
}

/** The field's text as the call's number; anything but digits stays text, which the schema refuses. */
const bodyOf = (values: DatingValues) => {
  const text = values.shortDatingMonths.trim();
  return { shortDatingMonths: /^\d+$/.test(text) ? Number(text) : text };
};

const checkDating = schemaResolver<DatingValues>(LotSettings, bodyOf);

/** The contract's LotSettings, in the page's one sentence for any problem with the number. */
const datingResolver: Resolver<DatingValues> = async (values, context, options) => {
  const result = await checkDating(values, context, options);
  if (result.errors.shortDatingMonths)
    result.errors.shortDatingMonths = { type: 'validate', message: PROBLEM };
  return result;
};

function DatingForm({ months }: { months: number }) {
  const save = useSaveLotSettings();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<DatingValues>({
    defaultValues: { shortDatingMonths: String(months) },
    resolver: datingResolver,
  });

  const submit = handleSubmit((values) => {
    setDone(null);
    save.mutate(
      { shortDatingMonths: Number(values.shortDatingMonths.trim()) },
      {
        onSuccess: (saved) => {
          reset({ shortDatingMonths: String(saved.shortDatingMonths) });
          setDone(
            saved.shortDatingMonths === 0
              ? 'Saved. The product page no longer warns of short dating.'
              : `Saved. The product page warns when a buyer would receive under ${saved.shortDatingMonths} months' dating.`,
          );
        },
      },
    );
  });

  const value = Number(useWatch({ control, name: 'shortDatingMonths' }).trim());
  const example = Number.isInteger(value) && value > 1 ? datingNotice(value - 1) : null;
  return (
    <form
      onSubmit={(event) => {
        setDone(null);
        void submit(event);
      }}
      noValidate
      aria-label="Dating threshold"
      className="space-y-4"
    >
      {done && <FormNotice tone="success">{done}</FormNotice>}
      <ErrorNotice error={save.error} />
      <TextField
        label="Warn under (months of dating)"
        inputMode="numeric"
        autoComplete="off"
        containerClassName="max-w-xs"
        error={errors.shortDatingMonths?.message}
        hint={
          example
            ? `For example, a lot with ${value - 1} months left shows "${example}". 0 turns the notice off.`
            : '0 turns the notice off.'
        }
        {...register('shortDatingMonths')}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

/** Inside the page's area gate: a member without the settings area never asks for them. */
function DatingPanel() {
  const settings = useLotSettings();
  return (
    <AdminPanel title="Short dating on the product page">
      <p className="mb-4 text-sm leading-6 text-slate-700">
        For items that carry lots, the product page tells buyers how much dating they would receive (the
        months left on the first-expiring lot that can ship) when it is under this threshold.
      </p>
      <QueryView query={settings} what="settings" owner="the" loading="line">
        {(data) => <DatingForm months={data.shortDatingMonths} />}
      </QueryView>
    </AdminPanel>
  );
}

export function SettingsPage() {
  return (
    <AdminPage
      title="Settings"
      area="settings"
      description="Store settings that change what buyers are told."
    >
      <DatingPanel />
    </AdminPage>
  );
}
