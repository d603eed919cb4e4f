// /admin/settings (issue 34): the store's settings staff may change, for members whose roles open
// the settings area (administrators, compliance). Today one: the dating threshold. The product page
// says "Ships with 5 months' dating" when the lot a buyer would receive has fewer whole months left
// than this; 0 turns the notice off.
import { SHORT_DATING_MONTHS_MAX, datingNotice } from '@medsupply/domain';
import { useState } from 'react';
import type { SubmitEvent } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { AdminPage } from '../components/admin-page';
import { AdminPanel } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '../components/form';
import { useLotSettings, useSaveLotSettings } from './api';

const PROBLEM = `Enter a whole number of months from 0 to ${SHORT_DATING_MONTHS_MAX}.`;

function monthsProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (!/^\d+$/.test(value)) return PROBLEM;
  return Number(value) > SHORT_DATING_MONTHS_MAX ? PROBLEM : undefined;
}

function DatingForm({ months }: { months: number }) {
  const save = useSaveLotSettings();
  const [text, setText] = useState(String(months));
  const [sent, setSent] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const problem = sent ? monthsProblem(text) : undefined;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
    setDone(null);
    if (monthsProblem(text) !== undefined) return;
    save.mutate(
      { shortDatingMonths: Number(text.trim()) },
      {
        onSuccess: (saved) => {
          setSent(false);
          setText(String(saved.shortDatingMonths));
          setDone(
            saved.shortDatingMonths === 0
              ? 'Saved. The product page no longer warns of short dating.'
              : `Saved. The product page warns when a buyer would receive under ${saved.shortDatingMonths} months' dating.`,
          );
        },
      },
    );
  }

  const value = Number(text.trim());
  const example = Number.isInteger(value) && value > 1 ? datingNotice(value - 1) : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Dating threshold" className="space-y-4">
      {done && <FormNotice tone="success">{done}</FormNotice>}
      <ErrorNotice error={save.error} />
      <TextField
        label="Warn under (months of dating)"
        name="shortDatingMonths"
        inputMode="numeric"
        autoComplete="off"
        containerClassName="max-w-xs"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem}
        hint={
          example
            ? `For example, a lot with ${value - 1} months left shows "${example}". 0 turns the notice off.`
            : '0 turns the notice off.'
        }
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
      {settings.isError ? (
        <ErrorNotice error={settings.error} />
      ) : settings.isPending ? (
        <Spinner label="Loading the settings" />
      ) : (
        <DatingForm months={settings.data.shortDatingMonths} />
      )}
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
