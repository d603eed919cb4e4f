// Small SQL pieces the query files share: instants as ISO text and LIKE patterns taken literally.
import { sql, type SQL } from 'drizzle-orm';

/** An instant as ISO 8601 text (raw rows do not come back as Dates on every driver). */
export const isoText = (column: SQL): SQL =>
  sql`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
