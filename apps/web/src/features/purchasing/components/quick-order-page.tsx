// Quick Order (issue 21 point 2; ADR 0026): rows of item number or MPN, quantity and unit, typed
// with suggestions (quickOrderProducts), pasted, or read from an uploaded CSV with the same parser
// the API uses (domain parseQuickOrderText). 'Check lines' tells each row whether it can be
// ordered and why not (unknown, inactive, restricted, licence, allocation cut…); 'Add to cart'
// adds every valid row in one step and leaves the others on the form with their reason.
import type { QuickOrderCheckResponse, QuickOrderLine, QuickOrderRowInput } from '@medsupply/contract';
import { parseQuickOrderText, quantityProblem } from '@medsupply/domain';
import type { QuickOrderProblem } from '@medsupply/domain';
import { CheckCircle2, Plus, ShoppingCart, Trash2, Upload, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';

import { useAddQuickOrderToCart, useCheckQuickOrder, useQuickOrderProducts } from '../api/quick-order';
import type { QuickOrderAddResponse } from '@medsupply/contract';
import {
  QUICK_ORDER_START_ROWS,
  QUICK_ORDER_TEXTS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
} from '../constants';

interface Row {
  key: number;
  code: string;
  quantity: string;
  unit: string;
}

let nextKey = 1;
const row = (code = '', quantity = '1', unit = ''): Row => ({ key: nextKey++, code, quantity, unit });
const startRows = () => Array.from({ length: QUICK_ORDER_START_ROWS }, () => row());

const control =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Why a row's quantity cannot be sent (service spec §5, integer only, in its words; at least 1),
 * or undefined. A row without an item is not sent, so its quantity does not matter.
 */
function rowQuantityProblem(r: Row): string | undefined {
  if (r.code.trim() === '') return undefined;
  return quantityProblem(r.quantity);
}

/** The rows sent, and which form row each answer line (1-based) belongs to. */
function toRequest(rows: Row[]): { input: QuickOrderRowInput[]; keys: number[] } {
  const filled = rows.filter((r) => r.code.trim() !== '');
  return {
    input: filled.map((r) => ({
      code: r.code.trim(),
      quantity: Number(r.quantity),
      ...(r.unit.trim() === '' ? {} : { unit: r.unit.trim() }),
    })),
    keys: filled.map((r) => r.key),
  };
}

function LineStatus({ line }: { line: QuickOrderLine }) {
  if (line.valid) {
    const unit = line.item?.units.find((u) => u.id === line.item?.unit)?.unitName;
    return (
      <p className="flex items-start gap-1.5 text-sm text-emerald-800">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {line.item?.displayName}
          {unit ? ` · ${line.quantity} ${unit}` : ''}
          {line.message ? ` — ${line.message}` : ''}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm text-red-800">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {line.item ? `${line.item.displayName}: ` : ''}
        {line.message ?? 'This line cannot be ordered.'}
      </span>
    </p>
  );
}

export function QuickOrderPage({ onCart }: { onCart: (answer: QuickOrderAddResponse) => void }) {
  const [rows, setRows] = useState<Row[]>(startRows);
  const [pasted, setPasted] = useState('');
  const [problems, setProblems] = useState<QuickOrderProblem[]>([]);
  const [answers, setAnswers] = useState<Map<number, QuickOrderLine>>(new Map());
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const check = useCheckQuickOrder();
  const add = useAddQuickOrderToCart();
  const listId = useId();

  const term = rows.find((r) => r.key === focused)?.code.trim() ?? '';
  const search = useDebounced(term, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuickOrderProducts(search, search.length >= SUGGESTION_MIN_CHARS);

  const edit = (key: number, change: Partial<Row>) => {
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));
    setAnswers((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  };
  const remove = (key: number) => setRows((current) => current.filter((r) => r.key !== key));

  const takeText = (text: string) => {
    const parsed = parseQuickOrderText(text);
    setProblems(parsed.problems);
    if (parsed.rows.length === 0) return;
    const incoming = parsed.rows.map((r) => row(r.code, String(r.quantity), r.unit ?? ''));
    setRows((current) => [...current.filter((r) => r.code.trim() !== ''), ...incoming]);
    setAnswers(new Map());
    setNotice(null);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) takeText(await file.text());
  };

  const answered = (keys: number[], response: QuickOrderCheckResponse) => {
    const byKey = new Map<number, QuickOrderLine>();
    for (const line of response.lines) {
      const key = keys[line.line - 1];
      if (key !== undefined) byKey.set(key, line);
    }
    return byKey;
  };

  const runCheck = () => {
    if (rows.some((r) => rowQuantityProblem(r) !== undefined)) {
      setNotice({ tone: 'error', text: QUICK_ORDER_TEXTS.fixQuantities });
      return;
    }
    const { input, keys } = toRequest(rows);
    if (input.length === 0) {
      setNotice({ tone: 'error', text: QUICK_ORDER_TEXTS.nothingToAdd });
      return;
    }
    setNotice(null);
    check.mutate(input, {
      onSuccess: (response) => setAnswers(answered(keys, response)),
      onError: () => setNotice({ tone: 'error', text: QUICK_ORDER_TEXTS.checkFailed }),
    });
  };

  const runAdd = () => {
    if (rows.some((r) => rowQuantityProblem(r) !== undefined)) {
      setNotice({ tone: 'error', text: QUICK_ORDER_TEXTS.fixQuantities });
      return;
    }
    const { input, keys } = toRequest(rows);
    if (input.length === 0) {
      setNotice({ tone: 'error', text: QUICK_ORDER_TEXTS.nothingToAdd });
      return;
    }
    setNotice(null);
    add.mutate(input, {
      onSuccess: (response) => {
        const byKey = answered(keys, response);
        const added = response.lines.filter((l) => l.valid).length;
        onCart(response);
        // What went in leaves the form; what did not stays, with its reason, to be fixed.
        setRows((current) => {
          const left = current.filter((r) => r.code.trim() !== '' && byKey.get(r.key)?.valid !== true);
          return left.length > 0 ? left : startRows();
        });
        setAnswers(byKey);
        setNotice(
          added === 0
            ? { tone: 'error', text: QUICK_ORDER_TEXTS.noneValid }
            : {
                tone: 'success',
                text: added === 1 ? '1 line added to your cart.' : `${added} lines added to your cart.`,
              },
        );
      },
      onError: () => setNotice({ tone: 'error', text: QUICK_ORDER_TEXTS.addFailed }),
    });
  };

  const busy = check.isPending || add.isPending;
  const invalid = [...answers.values()].filter((l) => !l.valid).length;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-label={QUICK_ORDER_TEXTS.rowsLabel}
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <div className="hidden grid-cols-[minmax(0,1fr)_6rem_8rem_2.5rem] gap-3 border-b border-slate-200 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid">
          <span>Item number or MPN</span>
          <span>Quantity</span>
          <span>Unit</span>
          <span className="sr-only">Remove</span>
        </div>
        <ol className="divide-y divide-slate-100">
          {rows.map((r, index) => {
            const answer = answers.get(r.key);
            const problem = rowQuantityProblem(r);
            const n = index + 1;
            return (
              <li key={r.key} className="px-4 py-3">
                <div className="grid grid-cols-[minmax(0,1fr)_5rem_6.5rem_2.5rem] gap-2 md:grid-cols-[minmax(0,1fr)_6rem_8rem_2.5rem] md:gap-3">
                  <input
                    aria-label={`Line ${n} item number or MPN`}
                    placeholder="Item number or MPN"
                    value={r.code}
                    maxLength={100}
                    list={focused === r.key ? listId : undefined}
                    autoComplete="off"
                    onFocus={() => setFocused(r.key)}
                    onChange={(event) => edit(r.key, { code: event.target.value })}
                    className={`${control} col-span-4 md:col-span-1 ${answer && !answer.valid ? 'border-red-400' : ''}`}
                  />
                  <input
                    aria-label={`Line ${n} quantity`}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-invalid={problem !== undefined}
                    aria-describedby={problem ? `${listId}-quantity-${r.key}` : undefined}
                    value={r.quantity}
                    onChange={(event) => edit(r.key, { quantity: event.target.value })}
                    className={`${control} col-start-1 tabular-nums md:col-start-auto ${problem ? 'border-red-400' : ''}`}
                  />
                  <input
                    aria-label={`Line ${n} unit`}
                    placeholder="Usual unit"
                    value={r.unit}
                    maxLength={60}
                    onChange={(event) => edit(r.key, { unit: event.target.value })}
                    className={`${control} col-span-2 md:col-span-1`}
                  />
                  <IconButton
                    label={`Remove line ${n}`}
                    onClick={() => remove(r.key)}
                    className="text-slate-500"
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
                {problem ? (
                  <p id={`${listId}-quantity-${r.key}`} className="mt-2 text-sm font-medium text-red-800">
                    Line {n} quantity: {problem}
                  </p>
                ) : null}
                {answer ? (
                  <div className="mt-2" data-testid={`line-${n}-status`}>
                    <LineStatus line={answer} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <datalist id={listId}>
          {(suggestions.data ?? []).slice(0, 10).map((item) => (
            <option key={item.id} value={item.itemName}>
              {item.displayName} · MPN {item.mpn}
            </option>
          ))}
        </datalist>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
          <Button variant="ghost" size="sm" onClick={() => setRows((current) => [...current, row()])}>
            <Plus aria-hidden="true" />
            Add a line
          </Button>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy} onClick={runCheck}>
              Check lines
            </Button>
            <Button disabled={busy} onClick={runAdd}>
              <ShoppingCart aria-hidden="true" />
              Add valid lines to cart
            </Button>
          </div>
        </div>
        {notice || invalid > 0 ? (
          <div className="space-y-2 border-t border-slate-200 px-4 py-3" role="status">
            {notice ? (
              <p
                className={
                  notice.tone === 'success'
                    ? 'text-sm font-semibold text-emerald-800'
                    : 'text-sm font-semibold text-red-800'
                }
              >
                {notice.text}{' '}
                {notice.tone === 'success' ? (
                  <Link to="/cart" className="text-brand-700 underline">
                    View cart
                  </Link>
                ) : null}
              </p>
            ) : null}
            {invalid > 0 ? (
              <p className="text-sm text-slate-700">
                {invalid === 1 ? '1 line cannot be added' : `${invalid} lines cannot be added`}: see the
                reason under each.
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      <aside className="space-y-4">
        <section className="rounded-2xl border border-slate-200 bg-white p-4">
          <label htmlFor={`${listId}-paste`} className="text-sm font-semibold text-navy-900">
            {QUICK_ORDER_TEXTS.pasteLabel}
          </label>
          <p id={`${listId}-paste-hint`} className="mt-1 text-xs text-slate-600">
            {QUICK_ORDER_TEXTS.pasteHint}
          </p>
          <textarea
            id={`${listId}-paste`}
            aria-describedby={`${listId}-paste-hint`}
            rows={6}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder={'MER-104231, 2, Case\nHVM-1098-317 5'}
            className="mt-2 w-full rounded-lg border border-slate-300 p-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <Button
            variant="outline"
            className="mt-2 w-full"
            disabled={pasted.trim() === ''}
            onClick={() => {
              takeText(pasted);
              setPasted('');
            }}
          >
            Add pasted lines
          </Button>
          {problems.length > 0 ? (
            <ul role="alert" className="mt-2 space-y-1 text-sm text-red-800">
              {problems.map((p) => (
                <li key={`${p.line}-${p.message}`}>{p.message}</li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-4">
          <label className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm font-semibold text-navy-900 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600">
            <Upload className="size-4" aria-hidden="true" />
            {QUICK_ORDER_TEXTS.uploadLabel}
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              onChange={(e) => void upload(e)}
            />
          </label>
          <p className="mt-2 text-xs text-slate-600">
            Columns: item number or MPN, quantity, unit (optional). A header row is skipped. Up to 500 lines.
          </p>
        </section>
      </aside>
    </div>
  );
}
