// Price visibility in one place (service spec §6, ARCHITECTURE §7): responses to a visitor or to a
// buyer without isPriceVisible carry no money field at all: not zero, not null, absent.
//
// What is money is declared once, in the contract: a field built with `money()` / `Money`
// (packages/contract/src/money.ts). From a response schema, moneyPlanOf works out where its money
// fields are (once per route, when it is registered), and withoutMoney removes them from an answer.
// The HTTP edge applies that step to every response of every route (http/price-visibility.ts), so a
// service cannot forget it and a new route or response shape is covered by its schema alone. Other
// edges that hand a service's answer to someone (page renders) apply visibleTo themselves.
//
// Services do not decide visibility. They may skip reading prices nobody will see (priceScopeOf:
// the catalogue's anonymous pages are its hottest path), but what leaves the API is decided here.
import { isMoneySchema } from '@medsupply/contract';
import type { z } from 'zod';
import type { Actor } from './actor.ts';

/** Where the money fields of a value are: keys to remove here, and plans for what lies below. */
export interface MoneyPlan {
  /** Keys of an object whose values are money. */
  readonly strip: ReadonlySet<string>;
  /** Plans for the values of keys that hold money further down. */
  readonly keys: ReadonlyMap<string, MoneyPlan>;
  /** The plan of every value of a record (an object keyed by data). */
  readonly values: MoneyPlan | null;
  /** The plan of every element of an array. */
  readonly items: MoneyPlan | null;
}

/** True when `actor` may see prices: a buyer with isPriceVisible, staff and jobs; never a visitor. */
export function seesPrices(actor: Actor): boolean {
  switch (actor.kind) {
    case 'visitor':
      return false;
    case 'buyer':
      return actor.permissions.isPriceVisible;
    // The back office prices orders and jobs total them; neither answers a customer directly.
    case 'staff':
    case 'job':
      return true;
  }
}

/** The price level to read prices at for `actor`, or null when it may not see them (nothing to read). */
export function priceScopeOf(actor: Actor): { levelId: number } | null {
  return actor.kind === 'buyer' && seesPrices(actor) ? { levelId: actor.account.priceLevelId } : null;
}

// ---------------------------------------------------------------------------------------------
// Plans from schemas
// ---------------------------------------------------------------------------------------------

type Found = MoneyPlan | 'money' | null;

const plans = new WeakMap<z.core.$ZodType, Found>();

function isEmpty(plan: MoneyPlan): boolean {
  return plan.strip.size === 0 && plan.keys.size === 0 && plan.values === null && plan.items === null;
}

function mergePlans(a: MoneyPlan | null, b: MoneyPlan | null): MoneyPlan | null {
  if (!a) return b;
  if (!b) return a;
  const keys = new Map(a.keys);
  for (const [key, plan] of b.keys) keys.set(key, mergePlans(keys.get(key) ?? null, plan) ?? plan);
  return {
    strip: new Set([...a.strip, ...b.strip]),
    keys,
    values: mergePlans(a.values, b.values),
    items: mergePlans(a.items, b.items),
  };
}

/** Plans of the options of a union (or both sides of an intersection) merged into one. */
function mergeFound(found: Found[]): Found {
  if (found.includes('money')) return 'money';
  let merged: MoneyPlan | null = null;
  for (const plan of found) if (plan !== 'money') merged = mergePlans(merged, plan);
  return merged;
}

const asPlan = (found: Found): MoneyPlan | null => (found === 'money' ? null : found);

function find(schema: z.core.$ZodType, visiting: Set<z.core.$ZodType>): Found {
  if (isMoneySchema(schema)) return 'money';
  const known = plans.get(schema);
  if (known !== undefined) return known;
  // A recursive schema (z.lazy) holds no money that its outer levels do not already show.
  if (visiting.has(schema)) return null;
  visiting.add(schema);
  const found = explore(schema, visiting);
  visiting.delete(schema);
  plans.set(schema, found);
  return found;
}

function explore(schema: z.core.$ZodType, visiting: Set<z.core.$ZodType>): Found {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return find(def.innerType, visiting);
    case 'pipe':
      // A response is serialized from what the service returns: the pipe's input side.
      return find(def.in, visiting);
    case 'lazy':
      return find(def.getter(), visiting);
    case 'array':
      return wrap({ items: asPlan(find(def.element, visiting)) });
    case 'object': {
      const strip = new Set<string>();
      const keys = new Map<string, MoneyPlan>();
      for (const [key, value] of Object.entries(def.shape)) {
        const found = find(value, visiting);
        // Removing a field the schema requires would fail the response's own check (a 500).
        if (found === 'money' && value._zod.optout !== 'optional') {
          throw new Error(`money field '${key}' must be optional: it is absent for callers without prices`);
        }
        if (found === 'money') strip.add(key);
        else if (found) keys.set(key, found);
      }
      const rest = def.catchall ? asPlan(find(def.catchall, visiting)) : null;
      return wrap({ strip, keys, values: rest });
    }
    case 'record':
      return wrap({ values: asPlan(find(def.valueType, visiting)) });
    case 'union':
      return mergeFound(def.options.map((option) => find(option, visiting)));
    case 'intersection':
      return mergeFound([find(def.left, visiting), find(def.right, visiting)]);
    case 'tuple':
      return mergeFound(def.items.map((item) => wrap({ items: asPlan(find(item, visiting)) })));
    default:
      return null;
  }
}

function wrap(parts: Partial<MoneyPlan>): MoneyPlan | null {
  const plan: MoneyPlan = {
    strip: parts.strip ?? new Set(),
    keys: parts.keys ?? new Map(),
    values: parts.values ?? null,
    items: parts.items ?? null,
  };
  return isEmpty(plan) ? null : plan;
}

/**
 * Where the money fields of values of `schema` are; null when it holds none. A schema that is money
 * as a whole cannot be answered without its money, so it is refused here (a route's answer is an
 * object or an array; its amounts are fields of it).
 */
export function moneyPlanOf(schema: z.core.$ZodType): MoneyPlan | null {
  const found = find(schema, new Set());
  if (found === 'money')
    throw new Error('a response that is money as a whole cannot be shown without prices');
  return found;
}

/** The plans of several schemas (a route's success responses) as one. */
export function moneyPlanOfAll(schemas: readonly z.core.$ZodType[]): MoneyPlan | null {
  return schemas.reduce<MoneyPlan | null>((plan, schema) => mergePlans(plan, moneyPlanOf(schema)), null);
}

// ---------------------------------------------------------------------------------------------
// The serializer step
// ---------------------------------------------------------------------------------------------

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A copy of `value` without the money fields `plan` names (only the parts holding money are copied). */
export function withoutMoney<T>(value: T, plan: MoneyPlan | null): T {
  return plan ? (strip(value, plan) as T) : value;
}

function strip(value: unknown, plan: MoneyPlan): unknown {
  if (Array.isArray(value)) {
    const { items } = plan;
    return items ? value.map((item: unknown) => strip(item, items)) : value;
  }
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (plan.strip.has(key)) continue;
    const below = plan.keys.get(key) ?? plan.values;
    copy[key] = below ? strip(field, below) : field;
  }
  return copy;
}

/** `value` (an answer of `schema`) as `actor` may see it. */
export function visibleTo<T>(actor: Actor, schema: z.core.$ZodType, value: T): T {
  return seesPrices(actor) ? value : withoutMoney(value, moneyPlanOf(schema));
}
