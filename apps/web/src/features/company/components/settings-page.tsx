// Settings (/myaccount/menu/accountsettings, isAdmin; issue 19 point 5): how often and how the
// account's statement is sent and whether it lists the invoices, and whether the admins are
// mailed when an order waits for their approval. Until the settings are read the page shows a
// skeleton; once read, the server's markup already carries them (react-hook-form's register sets
// an input's value only in the browser, so each field also states its value as its default: the
// page did show 'Weekly' and unticked boxes until hydration, placeholders read as real; issue 31
// point 2).
import { SETTINGS_SAVED_MESSAGE } from '@medsupply/contract';
import type { AccountSettings } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, SelectField } from '@/components/ui/field';
import { useHydrated } from '@/lib/use-hydrated';
import { QueryView } from '@/components/ui/query-view';

import { useEditSettings, useSettings } from '../api/settings';

import { Panel, problemOf } from './panel';

const FREQUENCIES = { weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly' } as const;
const METHODS = { email: 'E-mail', mail: 'Postal mail' } as const;

function SettingsForm({ settings }: { settings: AccountSettings }) {
  const edit = useEditSettings();
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit } = useForm<AccountSettings>({ defaultValues: settings });
  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    edit.mutate(values, { onSuccess: () => setSaved(true) });
  });
  return (
    <form noValidate aria-label="Settings" onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {saved && <FormNotice tone="success">{SETTINGS_SAVED_MESSAGE}</FormNotice>}
        {edit.isError && <FormNotice tone="error">{problemOf(edit.error)}</FormNotice>}
        <Panel title="Statement preferences">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Statement frequency"
              defaultValue={settings.statementPreferences.statementFrequency}
              {...register('statementPreferences.statementFrequency')}
            >
              {Object.entries(FREQUENCIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Send statements by"
              defaultValue={settings.statementPreferences.statementMethod}
              {...register('statementPreferences.statementMethod')}
            >
              {Object.entries(METHODS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="mt-4 flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              defaultChecked={settings.statementPreferences.statementIncludeInvoices}
              {...register('statementPreferences.statementIncludeInvoices')}
            />
            <span>
              <span className="font-medium text-slate-900">Include invoices with the statement</span>
              <span className="block text-slate-600">A copy of each open invoice is attached.</span>
            </span>
          </label>
        </Panel>
        <Panel title="Approval notifications">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              defaultChecked={settings.accountPreferences.approvalsNotification}
              {...register('accountPreferences.approvalsNotification')}
            />
            <span>
              <span className="font-medium text-slate-900">
                E-mail administrators when an order needs approval
              </span>
              <span className="block text-slate-600">
                Orders placed by contacts whose orders need approval wait on Approve Orders.
              </span>
            </span>
          </label>
        </Panel>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </fieldset>
    </form>
  );
}

export function SettingsPage() {
  const settings = useSettings();
  return (
    <QueryView query={settings} what="settings" loading="panel">
      {(data) => <SettingsForm settings={data} />}
    </QueryView>
  );
}
