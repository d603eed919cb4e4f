// Column helpers shared by every schema area: ids, timestamps and money in integer cents.
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key: identity column (ARCHITECTURE §6: integer ids internally). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Money is stored in integer cents everywhere (docs/decisions/0003-money-in-cents.md). */
export const cents = (name: string) => integer(name);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Postgres full-text vector; only ever written by a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
