// Money fields (service spec §6, ARCHITECTURE §7): every field that carries an amount of money is
// built with `money()`, which marks it in `moneyFields`. The API removes marked fields from every
// response to a visitor or a buyer without isPriceVisible, in one serializer step at its edge
// (apps/api/src/core/price-visibility.ts), so a new response shape (orders, invoices, payments,
// statements) is covered by spelling its amounts with `Money`. Money is decimal dollars on the wire.
import { z } from 'zod';

/** The registry of money fields; read with isMoneySchema. */
export const moneyFields = z.registry<{ money: true }>();

/** Marks `schema` as money (registered in place, so wrappers like `.optional()` keep the mark). */
export function money<T extends z.ZodType>(schema: T): T {
  moneyFields.add(schema, { money: true });
  return schema;
}

/** An amount of money in dollars (2 decimals). Absent for callers who may not see prices. */
export const Money = money(z.number());

/**
 * True when an amount in dollars is a whole number of cents, allowing for the noise of binary
 * floating point (0.1 + 0.2 is 30 cents). Amounts a request carries are checked with it.
 */
export const isWholeCents = (dollars: number): boolean =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** True when `schema` itself was marked with money() (or derives from a schema that was). */
export const isMoneySchema = (schema: z.core.$ZodType): boolean => moneyFields.get(schema)?.money === true;
