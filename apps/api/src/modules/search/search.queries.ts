// Search queries: how a search term matches and ranks items (ARCHITECTURE §8), the type-ahead, and
// the search and security events. The catalogue listing reuses the match and rank expressions.
//
// A term matches an item when
//  - every word matches the weighted full-text vector (items.search_vector, GIN) as a prefix, in the
//    English configuration (stemmed names, keywords, category) or the simple one (MPN, item number);
//  - or the whole term occurs anywhere in the item number or MPN (pg_trgm GIN indexes on both), so a
//    part of an MPN finds the item ('middle five characters').
// Variants match for their matrix parent: a listing shows the parent, whose card offers the variant.
import { sql, type SQL } from 'drizzle-orm';
import { characterCount } from '@medsupply/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { searchEvents, securityEvents } from '../../db/schema/index.ts';

// PostgreSQL's English stop words (tsearch_data/english.stop): to_tsquery('english') drops them, and
// as prefixes in the simple configuration they would match nearly everything, so they are skipped.
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her ' +
    'hers herself it its itself they them their theirs themselves what which who whom this that these ' +
    'those am is are was were be been being have has had having do does did doing a an the and but if ' +
    'or because as until while of at by for with about against between into through during before after ' +
    'above below to from up down in out on off over under again further then once here there when where ' +
    'why how all any both each few more most other some such no nor not only own same so than too very ' +
    's t can will just don should now'
  ).split(' '),
);

/** Most words of a term that take part in the full-text match; the rest only narrow nothing. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** pg_trgm needs 3 characters to use its index for ILIKE '%…%'. */
const MIN_SUBSTRING_LENGTH = 3;

export interface SearchQuery {
  /** The sanitized term as the buyer typed it. */
  text: string;
  /** Lower-case words for the prefix full-text match (letters and digits only: safe in to_tsquery). */
  words: string[];
  /** The term lower-cased, for exact item-number / MPN matches. */
  exact: string;
  /** ILIKE patterns, or null when the term is too short for the trigram index. */
  contains: string | null;
  startsWith: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Builds the match from a sanitized, non-blank term; null when nothing searchable is left. */
export function buildSearchQuery(text: string): SearchQuery | null {
  const exact = text.trim().toLowerCase();
  if (exact === '') return null;
  const all = exact
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  // Stop words and single letters would match nearly everything as prefixes; keep them only when
  // nothing else is left ('a' alone still means something to a buyer typing a size).
  const meaningful = all.filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  const words = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_WORDS);
  const long = characterCount(exact) >= MIN_SUBSTRING_LENGTH;
  if (words.length === 0 && !long) return null;
  return {
    text,
    words,
    exact,
    contains: long ? `%${escapeLike(exact)}%` : null,
    startsWith: long ? `${escapeLike(exact)}%` : null,
  };
}

/** The prefix tsquery of all words, each in either configuration; null without words. */
export function tsQuery(q: SearchQuery): SQL | null {
  if (q.words.length === 0) return null;
  const parts = q.words.map((w) => {
    const prefix = `${w}:*`;
    return sql`(to_tsquery('english', ${prefix}) || to_tsquery('simple', ${prefix}))`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** True when the item row `alias` matches the term by itself (not through its variants). */
export function matchesItem(alias: string, q: SearchQuery): SQL {
  const a = sql.raw(alias);
  const conditions: SQL[] = [];
  const ts = tsQuery(q);
  if (ts) conditions.push(sql`${a}.search_vector @@ ${ts}`);
  if (q.contains) {
    conditions.push(sql`${a}.item_name ILIKE ${q.contains}`, sql`${a}.mpn ILIKE ${q.contains}`);
  }
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * Relevance of item row `alias`: the full-text rank, plus boosts for an exact, leading or contained
 * item number or MPN, so typing an item number puts that item first.
 */
export function relevance(alias: string, q: SearchQuery): SQL {
  const a = sql.raw(alias);
  const ts = tsQuery(q);
  const rank = ts ? sql`ts_rank(${a}.search_vector, ${ts})` : sql`0`;
  if (!q.contains || !q.startsWith) return sql`(${rank})::float8`;
  return sql`((${rank}) + CASE
      WHEN lower(${a}.item_name) = ${q.exact} OR lower(${a}.mpn) = ${q.exact} THEN 10
      WHEN ${a}.item_name ILIKE ${q.startsWith} OR ${a}.mpn ILIKE ${q.startsWith} THEN 4
      WHEN ${a}.item_name ILIKE ${q.contains} OR ${a}.mpn ILIKE ${q.contains} THEN 2
      ELSE 0 END)::float8`;
}

/**
 * The ids of listed items (active, not a variant) matching the term, with their relevance: items
 * matching themselves, and matrix parents of matching active variants (scored as their best variant).
 */
export function matchingListedItems(q: SearchQuery): SQL {
  return sql`SELECT coalesce(m.parent_id, m.id) AS id, max(${relevance('m', q)}) AS score
    FROM items m
    WHERE NOT m.inactive AND ${matchesItem('m', q)}
    GROUP BY 1`;
}

export interface SuggestionRow {
  id: number;
  item_name: string;
  display_name: string;
  site_display_name: string | null;
  thumbnail_url: string | null;
  url_component: string;
  total: number;
}

/**
 * Type-ahead: the best `limit` listed items for the term and how many match in all. Ranked by
 * relevance, then popularity (units sold), then id, so equal terms answer the same hits.
 */
export async function suggestionRows(db: DbOrTx, q: SearchQuery, limit: number): Promise<SuggestionRow[]> {
  return queryRows<SuggestionRow>(
    db,
    sql`WITH hits AS (${matchingListedItems(q)})
      SELECT i.id, i.item_name, i.display_name, i.site_display_name, i.thumbnail_url, i.url_component,
        (count(*) OVER ())::int AS total
      FROM hits JOIN items i ON i.id = hits.id
      WHERE NOT i.inactive AND i.parent_id IS NULL
      ORDER BY hits.score DESC, i.popularity DESC, i.id
      LIMIT ${limit}`,
  );
}

export interface SearchEventInput {
  kind: 'search' | 'suggest' | 'click';
  userId: number | null;
  accountId: number | null;
  query?: string | null;
  queryId?: string | null;
  objectIds?: string[] | null;
  position?: number | null;
  resultCount?: number | null;
}

export async function insertSearchEvent(db: DbOrTx, event: SearchEventInput): Promise<void> {
  await db.insert(searchEvents).values({
    kind: event.kind,
    userId: event.userId,
    accountId: event.accountId,
    query: event.query ?? null,
    queryId: event.queryId ?? null,
    objectIds: event.objectIds ?? null,
    position: event.position ?? null,
    resultCount: event.resultCount ?? null,
  });
}

export async function insertSecurityEvent(
  db: DbOrTx,
  event: { kind: string; userId: number | null; ip: string | null; detail: Record<string, unknown> },
): Promise<void> {
  await db.insert(securityEvents).values(event);
}

/** The user's latest distinct search terms, newest first. */
export async function recentSearchRows(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<Array<{ query: string; searched_at: string | Date }>> {
  return queryRows(
    db,
    sql`SELECT query, max(created_at) AS searched_at FROM search_events
      WHERE user_id = ${userId} AND kind = 'search' AND query IS NOT NULL
      GROUP BY query ORDER BY max(created_at) DESC LIMIT ${limit}`,
  );
}

/** Items the user opened from search results ('Product Clicked'), newest first, listed ones only. */
export async function recentlyClickedItemIds(db: DbOrTx, userId: number, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH clicked AS (
        SELECT coalesce(i.parent_id, i.id) AS id, max(e.created_at) AS at
        FROM (SELECT object_ids, created_at FROM search_events
              WHERE user_id = ${userId} AND kind = 'click' ORDER BY created_at DESC LIMIT 200) e
        CROSS JOIN LATERAL unnest(e.object_ids) AS o(object_id)
        JOIN items i ON i.id = o.object_id::bigint
        GROUP BY 1)
      SELECT c.id FROM clicked c JOIN items p ON p.id = c.id
      WHERE NOT p.inactive AND p.parent_id IS NULL
      ORDER BY c.at DESC, c.id LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}
