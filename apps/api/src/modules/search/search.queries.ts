// Search queries: how a search term matches and ranks items (ARCHITECTURE §8), the type-ahead, and
// the search and security events. The catalogue's listing and quick order show what this ranks
// (listedMatch, relevanceWindowPage, quickOrderHits, through search.service.ts).
//
// A term matches an item when
//  - every word matches the weighted full-text vector (items.search_vector, GIN) as a prefix, in the
//    English configuration (stemmed names, keywords, category) or the simple one (MPN, item number);
//  - or the whole term occurs anywhere in the item number or MPN (pg_trgm GIN indexes on both), so a
//    part of an MPN finds the item ('middle five characters').
// Variants match for their matrix parent: a listing shows the parent, whose card offers the variant.
import { sql, type SQL } from 'drizzle-orm';
import { characterCount } from '@medsupply/domain';
import { isTransaction, queryPreparedRows, queryRows, type DbOrTx } from '../../db/client.ts';
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

/** A clause of a term matches by any of its alternatives, an alternative by all of its words. */
export interface Clause {
  alternatives: string[][];
  /**
   * Its words match whole words only, never as prefixes: a synonym's phrases are whole words
   * ('purell' must not find 'PureLite' dressings).
   */
  whole?: boolean;
}

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
  /**
   * What the words match (search.service.ts forgive): every clause must match. Built here one
   * clause per word; forgiving a term adds typo corrections and the trade's synonyms.
   */
  clauses: Clause[];
  /** The words the name score looks for: the words, or their corrections once forgiven. */
  rankWords: string[];
  /** The whole term as the name score looks for it: `exact`, or normalized once forgiven. */
  rankText: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The lower-case words of a text: letters and digits, and a decimal point between digits ('0.5ml',
 * as to_tsvector reads a size): all safe in to_tsquery.
 */
export const splitWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+|(?<!\p{N})\.|\.(?!\p{N})/u)
    .filter((w) => w !== '')
    // A decimal size is two tokens to to_tsvector ('0.5ml' → 0.5, ml), and so two words here: as
    // one, to_tsquery would ask for them as a phrase, which the position-less index cannot answer.
    .flatMap((w) => /^(\d+\.\d+)(\p{L}+)$/u.exec(w)?.slice(1) ?? [w])
    .map((w) => w.slice(0, MAX_WORD_LENGTH));

/** Builds the match from a sanitized, non-blank term; null when nothing searchable is left. */
export function buildSearchQuery(text: string): SearchQuery | null {
  const exact = text.trim().toLowerCase();
  if (exact === '') return null;
  const all = splitWords(exact);
  // Stop words and single letters would match nearly everything as prefixes; keep them only when
  // nothing else is left ('a' alone still means something to a buyer typing a size).
  const meaningful = all.filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  const words = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_WORDS);
  // Item numbers and MPNs hold no spaces: a term with spaces is words only.
  const long = characterCount(exact) >= MIN_SUBSTRING_LENGTH && !/\s/.test(exact);
  if (words.length === 0 && !long) return null;
  return {
    text,
    words,
    clauses: words.map((w) => ({ alternatives: [[w]] })),
    rankWords: words,
    rankText: exact,
    exact,
    contains: long ? `%${escapeLike(exact)}%` : null,
    startsWith: long ? `${escapeLike(exact)}%` : null,
  };
}

/**
 * The tsquery: every clause (SearchQuery.clauses), each as its alternatives joined by OR. A word is
 * a prefix when it is the term's last (the buyer may still be typing it) or has 3 characters or
 * more, so 'nitri glove' still finds nitrile gloves; shorter earlier words must match whole, as
 * prefixes they would expand to most of the vocabulary. A prefix is asked in the English
 * configuration and as typed (simple): English stems are prefixes of their words ('gloves' →
 * glove:*), which covers the stemmed name lexemes and the item-number / MPN tokens alike, but an
 * unfinished word can stem to what its word does not start with ('syring' → syre:*, while
 * 'syringe' is indexed as syring), and as typed it still finds it. Null without words.
 */
export function tsQuery(q: SearchQuery): SQL | null {
  const clauses = clauseQueries(q);
  if (clauses.length === 0) return null;
  return sql`(${sql.join(clauses, sql` && `)})`;
}

/** Each clause of the term as its own tsquery (tsQuery joins them with AND). */
export function clauseQueries(q: SearchQuery): SQL[] {
  const word = (w: string, last: boolean): SQL =>
    last || characterCount(w) >= 3
      ? sql`(to_tsquery('english', ${`${w}:*`}) || to_tsquery('simple', ${`${w}:*`}))`
      : sql`to_tsquery('english', ${w})`;
  return q.clauses.map(({ alternatives, whole }, c) => {
    const lastClause = c === q.clauses.length - 1;
    const ors = alternatives.map(
      (alternative) =>
        sql`(${sql.join(
          alternative.map((w, k) =>
            whole ? sql`to_tsquery('english', ${w})` : word(w, lastClause && k === alternative.length - 1),
          ),
          sql` && `,
        )})`,
    );
    return sql`(${sql.join(ors, sql` || `)})`;
  });
}

/** Item number / MPN matches: exact 8, leading 4, anywhere 2 (pg_trgm indexes on both columns). */
export function codeScore(m: SQL, q: SearchQuery & { contains: string; startsWith: string }): SQL {
  return sql`CASE
      WHEN lower(${m}.item_name) = ${q.exact} OR lower(${m}.mpn) = ${q.exact} THEN 8
      WHEN ${m}.item_name ILIKE ${q.startsWith} OR ${m}.mpn ILIKE ${q.startsWith} THEN 4
      ELSE 2 END`;
}

export const hasCodes = (q: SearchQuery): q is SearchQuery & { contains: string; startsWith: string } =>
  q.contains !== null && q.startsWith !== null;

/**
 * The code part of a listed item's search as conditions on item_search.codes of row `p` (the item's
 * and its active variants' item numbers and MPNs, lower-cased, each between newlines; migration
 * 0010): `found` when one contains the term, and the score codeScore gives the best of them (8 for
 * an exact one, 4 for one starting with the term, 2 for one containing it).
 */
export function listedCodes(p: SQL, q: SearchQuery & { contains: string; startsWith: string }) {
  // The patterns are those of codeScore, the term lower-cased and escaped for LIKE (no whitespace).
  const escaped = q.startsWith.slice(0, -1);
  const found = sql`${p}.codes LIKE ${q.contains}`;
  return {
    found,
    score: sql`CASE WHEN ${p}.codes LIKE ${`%\n${escaped}\n%`} THEN 8
      WHEN ${p}.codes LIKE ${`%\n${escaped}%`} THEN 4 WHEN ${found} THEN 2 ELSE 0 END`,
  };
}

/**
 * Whether any listed item's codes contain the term: most words ('syringe') are in none, and a
 * listing then leaves codes out of its statements (it stops at the first match).
 */
export async function anyCodeMatch(
  db: DbOrTx,
  q: SearchQuery & { contains: string; startsWith: string },
): Promise<boolean> {
  const rows = await queryPreparedRows<{ found: boolean }>(
    db,
    'search_any_code',
    sql`SELECT EXISTS (SELECT FROM item_search p WHERE ${listedCodes(sql.raw('p'), q).found}) AS found`,
  );
  return rows[0]?.found === true;
}

/** The highest score nameScore gives (the whole term in the name). */
export const TOP_NAME_SCORE = 2;

/**
 * The name part of the score: 2 when the whole term is in the name, 1 when every word is (as
 * corrected: SearchQuery.rankWords), else 0: an item named as the buyer typed ranks first.
 * `nameLower` is the lower-cased storefront name, normalized (item_search.name_normalized, units
 * and sizes written as a forgiven term writes them: '5ml', 'xlarge'): strpos on it answers what
 * ILIKE '%…%' would, without lower-casing every matching row on every search (ILIKE cost a broad
 * term more than reading its matches). Cheap string tests, since ts_rank over thousands of matches
 * costs more than the rest of a listing.
 */
export function nameScore(nameLower: SQL, q: SearchQuery): SQL {
  const top = sql.raw(String(TOP_NAME_SCORE));
  const contains = (text: string) => sql`strpos(${nameLower}, lower(${text})) > 0`;
  const whole = q.rankText;
  const words = q.rankWords;
  // A one-word term ('syringe') is its own only word: "every word" is the whole term again, so
  // the second test is left out rather than run a second strpos on every match without it.
  if (words.length === 1 && words[0] === whole) {
    return sql`CASE WHEN ${contains(whole)} THEN ${top} ELSE 0 END`;
  }
  const everyWord =
    words.length === 0
      ? sql`FALSE`
      : sql.join(
          words.map((w) => contains(w)),
          sql` AND `,
        );
  return sql`CASE WHEN ${contains(whole)} THEN ${top} WHEN ${everyWord} THEN 1 ELSE 0 END`;
}

// ---------------------------------------------------------------------------------------------
// Ranking for the catalogue's listing and quick order (they show the results; search ranks them)
// ---------------------------------------------------------------------------------------------

/** A term's match over the listed items (rows `p` of item_search) and how relevant each row is. */
export interface ListedMatch {
  query: SearchQuery;
  /** True when row p matches: its words, or (for a term that may be part of one) its codes. */
  found: SQL;
  /** Row p's relevance: the name score, plus the code score when codes take part. */
  score: SQL;
  /** Whether codes take part: no listed item's codes contain most words, and they are left out. */
  byCodes: boolean;
}

/**
 * The rows of item_search (the narrow copy of the listed items, p.id is the item's id) whose words
 * match or, for a term that may be part of an item number or MPN, whose codes contain it
 * (migration 0010), and their relevance (ADR 0011).
 */
export async function listedMatch(db: DbOrTx, query: SearchQuery): Promise<ListedMatch> {
  const ts = tsQuery(query);
  const words = ts ? sql`p.search_vector @@ ${ts}` : null;
  const codes = hasCodes(query) && (await anyCodeMatch(db, query)) ? listedCodes(sql`p`, query) : null;
  const found = words && codes ? sql`(${words} OR ${codes.found})` : (words ?? codes?.found ?? sql`FALSE`);
  const name = nameScore(sql`p.name_normalized`, query);
  return { query, found, score: codes ? sql`${name} + ${codes.score}` : name, byCodes: codes !== null };
}

/** How many of the most popular listed items a relevance page is first looked for in. */
export const RELEVANCE_WINDOW = 500;

/**
 * A relevance page of a term found by words alone, first from the `window` most popular listed
 * items. Relevance orders by the name score (at most 2, nameScore), then popularity, then id, and
 * the window is the start of the popularity order, so every match outside it ranks below every
 * match inside it with the same score. The page is therefore exactly the window's own when the
 * window holds offset + limit matches of the top score, or when it holds the whole catalogue;
 * only otherwise (a narrow term, a deep page, narrow selections) is the page cut from every
 * match (`otherwise`). A broad term's page ('syringe', 11,000 matches at 100,000 items) reads ~500
 * rows by the popularity index instead of scoring and sorting every match: ~1 ms instead of ~6
 * (ADR 0011, follow-up of session 9). One statement: the fall-back's subquery runs only when its
 * branch is taken. `hit` is the listing's other conditions on p (category, facet selections);
 * `pageOf` cuts the page from rows (id, score, sort_key).
 */
export function relevanceWindowPage(
  match: ListedMatch,
  page: { window: number; need: number; hit: SQL; pageOf: (rows: SQL) => SQL; otherwise: SQL },
): SQL {
  return sql`WITH w AS MATERIALIZED (
      SELECT p.id, p.popularity AS sort_key, ${match.score} AS score,
        (${match.found} AND ${page.hit}) AS hit
      FROM (SELECT * FROM item_search p ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT ${page.window}) p)
    SELECT CASE
      WHEN (SELECT count(*) FROM w) < ${page.window}
        OR (SELECT count(*) FROM w WHERE hit AND score = ${sql.raw(String(TOP_NAME_SCORE))}) >= ${page.need}
      THEN ${page.pageOf(sql`SELECT id, score, sort_key FROM w WHERE hit`)}
      ELSE ${page.otherwise}
    END AS ids`;
}

/**
 * Quick order's matches in rank order, as rows (id, rank) for the catalogue to read its items by,
 * for a term forgiven as every search is (search.service.ts forgive: typos, units, the trade's words):
 * concrete items (variants, not matrix parents), those whose own item number or MPN matches first
 * (exact 8, leading 4, anywhere 2), then the most popular listed word matches, a matrix item
 * standing for its variants. Null when the term has nothing to match with.
 */
export function quickOrderHits(search: SearchQuery, limit: number): SQL | null {
  const ts = tsQuery(search);
  const parts: SQL[] = [];
  if (hasCodes(search)) {
    // The item whose own item number or MPN matches: a variant itself, never its matrix item.
    parts.push(sql`(SELECT m.id, ${codeScore(sql`m`, search)} AS score, m.popularity FROM items m
      WHERE NOT m.inactive AND NOT m.is_matrix_parent
        AND (m.item_name ILIKE ${search.contains} OR m.mpn ILIKE ${search.contains})
      ORDER BY 2 DESC, m.popularity DESC NULLS LAST, m.id LIMIT ${limit})`);
  }
  if (ts) {
    // The most popular listed word matches, a matrix item standing for its variants. From
    // item_search, as the listing and the type-ahead: its vector holds the normalized units and
    // sizes a forgiven term asks for (migration 0033).
    parts.push(sql`(WITH top AS (
        SELECT p.id, p.is_matrix_parent, s.popularity FROM (
          SELECT s.id, s.popularity FROM item_search s WHERE s.search_vector @@ ${ts}
          ORDER BY s.popularity DESC NULLS LAST, s.id LIMIT ${limit}) s
        JOIN items p ON p.id = s.id)
      SELECT t.id, 0 AS score, t.popularity FROM top t WHERE NOT t.is_matrix_parent
      UNION ALL
      SELECT v.id, 0, t.popularity FROM top t JOIN items v ON v.parent_id = t.id AND NOT v.inactive
      WHERE t.is_matrix_parent)`);
  }
  if (parts.length === 0) return null;
  return sql`SELECT id, row_number() OVER (ORDER BY max(score) DESC, max(popularity) DESC NULLS LAST, id) AS rank
    FROM (${sql.join(parts, sql` UNION ALL `)}) u GROUP BY id`;
}

export interface SuggestionRow {
  id: number;
  item_name: string;
  display_name: string;
  site_display_name: string | null;
  thumbnail_url: string | null;
  url_component: string;
  /** 1 for item-number / MPN matches (shown first), 0 for word matches. */
  tier: number;
}

/**
 * Type-ahead candidates in one statement: up to `cap` item-number / MPN matches (best first), then up
 * to `cap` word matches, most popular first. Each part stops after `cap` rows (the word part walks
 * items_listed_popularity_idx for common words), so a three-letter prefix that matches thousands of
 * items costs no more than a rare one; the caller shows the first few and counts the rest up to cap.
 * The code part finds, scores and ranks its matches in item_search (listedCodes, one narrow row per
 * listed item) and reads the display columns of the `cap` it keeps: scoring every matching item and
 * variant in `items` and grouping them by listed item cost a five-character piece of a common MPN
 * prefix ~2,400 buffer reads instead of ~860.
 */
export async function suggestionRows(db: DbOrTx, q: SearchQuery, cap: number): Promise<SuggestionRow[]> {
  const ts = tsQuery(q);
  const columns = sql`p.id, p.item_name, p.display_name, p.site_display_name, p.thumbnail_url, p.url_component`;
  const parts: SQL[] = [];
  if (hasCodes(q)) {
    const codes = listedCodes(sql.raw('s'), q);
    parts.push(sql`(SELECT ${columns}, 1 AS tier FROM (
        SELECT s.id, ${codes.score} AS score, s.popularity FROM item_search s WHERE ${codes.found}
        ORDER BY 2 DESC, s.popularity DESC, s.id LIMIT ${cap}) c
      JOIN items p ON p.id = c.id
      ORDER BY c.score DESC, c.popularity DESC, c.id)`);
  }
  if (ts) {
    // From item_search, whose vector holds the normalized units and sizes (migration 0033), by its
    // popularity index; then the `cap` kept read their display columns.
    parts.push(sql`(SELECT ${columns}, 0 AS tier FROM (
        SELECT s.id, s.popularity FROM item_search s WHERE s.search_vector @@ ${ts}
        ORDER BY s.popularity DESC NULLS LAST, s.id LIMIT ${cap}) w
      JOIN items p ON p.id = w.id
      ORDER BY w.popularity DESC NULLS LAST, w.id)`);
  }
  if (parts.length === 0) return [];
  return queryRows<SuggestionRow>(db, sql.join(parts, sql` UNION ALL `));
}

/** A query word's standing in the catalogue's words (search_words, migration 0033). */
export interface WordLookup {
  word: string;
  /** Some catalogue word starts with it: it is matched as typed, never corrected. */
  known: boolean;
  /** Otherwise the catalogue words closest to it by trigrams, closest first (at most NEAR_WORDS). */
  near: string[];
}

/** Most near words a misspelt word is compared with (typosTo), closest by trigrams first. */
const NEAR_WORDS = 40;

/**
 * The term as search_normalize writes units, counts and sizes (the rules the index was written by,
 * migration 0033), and for each of its letters-only words of 4 letters or more whether the
 * catalogue knows it and, when not, its nearest catalogue words. One statement: the known test
 * walks the primary key (COLLATE "C") to the first word not before it; the near words come from
 * the trigram index (pg_trgm's `%`, similarity ≥ 0.3) and, because a swap in a short word leaves
 * too few trigrams in common ('glvoes' and 'gloves' share 2 of 11), from the words of about its
 * length that start with its first two letters (a range of the primary key).
 */

export async function forgivingLookups(
  db: DbOrTx,
  text: string,
): Promise<{ normalized: string; lookups: WordLookup[] }> {
  // Prepared: the same text for every term, and PostgreSQL spent ~3 ms planning it (more than twice
  // its execution) when it was parsed and planned for each search (issue 30 point 2).
  const rows = await queryPreparedRows<{ normalized: string; lookups: WordLookup[] | null }>(
    db,
    'search_lookups',
    sql`WITH n AS (SELECT search_normalize(${text}) AS text),
      w AS (SELECT DISTINCT x AS word FROM n, regexp_split_to_table(n.text, '[^[:alnum:]]+') AS x
        WHERE x ~ '^[[:alpha:]]{4,}$')
      SELECT n.text AS normalized, (
        SELECT json_agg(json_build_object('word', w.word, 'known', k.known, 'near', coalesce(f.near, '{}')))
        FROM w
        CROSS JOIN LATERAL (SELECT coalesce((SELECT starts_with(s.word, w.word) FROM search_words s
          WHERE s.word >= w.word COLLATE "C" ORDER BY s.word LIMIT 1), FALSE) AS known) k
        CROSS JOIN LATERAL (SELECT array_agg(c.word ORDER BY c.similarity DESC, c.word) AS near FROM (
          SELECT s.word, similarity(s.word, w.word) AS similarity FROM (
              SELECT s.word FROM search_words s WHERE NOT k.known AND s.word % w.word
              UNION
              SELECT s.word FROM search_words s
              WHERE NOT k.known AND s.word >= left(w.word, 2) COLLATE "C"
                AND starts_with(s.word, left(w.word, 2))
                AND length(s.word) BETWEEN length(w.word) - 2 AND length(w.word) + 2
            ) s
          ORDER BY 2 DESC, 1 LIMIT ${NEAR_WORDS}) c) f
      ) AS lookups FROM n`,
  );
  const row = rows[0];
  return { normalized: row?.normalized ?? text.toLowerCase(), lookups: row?.lookups ?? [] };
}

/** Whether any listed item matches (a "Did you mean" candidate must find something). */
export async function anyListedMatch(db: DbOrTx, match: ListedMatch): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT FROM item_search p WHERE ${match.found}) AS found`,
  );
  return rows[0]?.found === true;
}

export interface CategorySuggestionRow {
  id: number;
  name: string;
  url_component: string;
}

/**
 * The categories whose names match any clause of a (forgiven) term, those matching most clauses
 * first, then the shorter names (closer to the words: 'Syringes' before 'Luer-Lock Syringes'),
 * the broader, by name; only categories with a listed item in them or below them (three levels).
 * For a search that found nothing (issue 29 §4): a term whose words do not all meet in one item
 * may still name a shelf. A scan of the category names: a
 * catalogue has hundreds, and this runs only after a search found nothing.
 */
export async function categorySuggestionRows(
  db: DbOrTx,
  q: SearchQuery,
  limit: number,
): Promise<CategorySuggestionRow[]> {
  const clauses = clauseQueries(q);
  if (clauses.length === 0) return [];
  const score = sql.join(
    clauses.map((clause) => sql`(CASE WHEN t.v @@ ${clause} THEN 1 ELSE 0 END)`),
    sql` + `,
  );
  return queryRows<CategorySuggestionRow>(
    db,
    sql`WITH m AS (
        SELECT c.id, c.name, c.url_component, c.depth, ${score} AS score
        FROM categories c
        CROSS JOIN LATERAL (SELECT to_tsvector('english', c.name) || to_tsvector('simple', c.name) AS v) t)
      SELECT m.id, m.name, m.url_component FROM m
      WHERE m.score > 0 AND EXISTS (
        SELECT FROM item_search s WHERE s.category_id IN (
          SELECT m.id
          UNION ALL SELECT k.id FROM categories k WHERE k.parent_id = m.id
          UNION ALL SELECT g.id FROM categories k JOIN categories g ON g.parent_id = k.id WHERE k.parent_id = m.id))
      ORDER BY m.score DESC, length(m.name), m.depth, m.name, m.id
      LIMIT ${limit}`,
  );
}

/** The trade's words: every synonym set's phrases (search_synonyms, migration 0033). */
export async function synonymSetRows(db: DbOrTx): Promise<string[][]> {
  const rows = await queryRows<{ phrases: string[] }>(
    db,
    sql`SELECT phrases FROM search_synonyms ORDER BY id`,
  );
  return rows.map((r) => r.phrases);
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

const eventRow = (event: SearchEventInput) => ({
  kind: event.kind,
  userId: event.userId,
  accountId: event.accountId,
  query: event.query ?? null,
  queryId: event.queryId ?? null,
  objectIds: event.objectIds ?? null,
  position: event.position ?? null,
  resultCount: event.resultCount ?? null,
});

/** Most events one grouped insert writes; the rest wait for the next. */
export const EVENTS_PER_INSERT = 500;

interface Waiting {
  event: SearchEventInput;
  done: (error?: Error) => void;
}

/**
 * Events waiting for a database's insert in flight: while one insert runs, the events that arrive
 * queue and go together in the next (group commit). Alone, an event is written at once; under load,
 * one statement and one commit carry hundreds, where each had cost a transaction of four round
 * trips (issue 30: a repeated search answered from memory was held to ~200 a second by them).
 */
const groups = new WeakMap<object, { waiting: Waiting[]; writing: boolean }>();

async function writeGroups(db: DbOrTx, group: { waiting: Waiting[]; writing: boolean }): Promise<void> {
  group.writing = true;
  try {
    while (group.waiting.length > 0) {
      const batch = group.waiting.splice(0, EVENTS_PER_INSERT);
      try {
        await insertSearchEvents(
          db,
          batch.map((w) => w.event),
        );
        for (const waiting of batch) waiting.done();
      } catch (error) {
        const failure =
          error instanceof Error ? error : new Error('search events not written', { cause: error });
        for (const waiting of batch) waiting.done(failure);
      }
    }
  } finally {
    group.writing = false;
  }
}

/**
 * Stores search or click events in one statement; in a caller's transaction, with it. Alone, the
 * statement is its own transaction, and it asks for the commit withAsyncCommit gives (not waiting
 * for the disk) itself: set_config(…, true) is SET LOCAL, read at that transaction's commit. One
 * round trip instead of withAsyncCommit's four (BEGIN, SET LOCAL, INSERT, COMMIT), which on PGlite's
 * one connection were four statements per group of events (issue 30 point 2).
 */
export async function insertSearchEvents(db: DbOrTx, events: readonly SearchEventInput[]): Promise<void> {
  if (events.length === 0) return;
  if (isTransaction(db)) {
    await db.insert(searchEvents).values(events.map(eventRow));
    return;
  }
  const rows = events.map((event) => {
    const row = eventRow(event);
    return {
      kind: row.kind,
      user_id: row.userId,
      account_id: row.accountId,
      query: row.query,
      query_id: row.queryId,
      object_ids: row.objectIds,
      position: row.position,
      result_count: row.resultCount,
    };
  });
  await db.execute(
    sql`WITH commit_mode AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))
      INSERT INTO search_events (kind, user_id, account_id, query, query_id, object_ids, position, result_count)
      SELECT e.kind, e.user_id, e.account_id, e.query, e.query_id, e.object_ids, e.position, e.result_count
      FROM commit_mode, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(kind text, user_id int,
        account_id int, query text, query_id text, object_ids text[], position int, result_count int)`,
  );
}

/**
 * Stores a search or click event; its commit does not wait for the disk (insertSearchEvents). It
 * resolves once the event is committed, grouped with the events that arrived meanwhile.
 */
export async function insertSearchEvent(db: DbOrTx, event: SearchEventInput): Promise<void> {
  // Inside a caller's transaction: written there, with it.
  if (isTransaction(db)) {
    await db.insert(searchEvents).values(eventRow(event));
    return;
  }
  let group = groups.get(db);
  if (!group) {
    group = { waiting: [], writing: false };
    groups.set(db, group);
  }
  const written = new Promise<void>((resolve, reject) => {
    group.waiting.push({
      event,
      done: (error) => (error === undefined ? resolve() : reject(error)),
    });
  });
  if (!group.writing) void writeGroups(db, group);
  await written;
}

export async function insertSecurityEvent(
  db: DbOrTx,
  event: { kind: string; userId: number | null; ip: string | null; detail: Record<string, unknown> },
): Promise<void> {
  await db.insert(securityEvents).values(event);
}

export interface SearchAnalyticsRow {
  week: string | Date;
  query: string;
  searches: number;
  zero: number;
  no_click: number;
}

/** The weeks analytics reads: the last `weeks` (this one included), or the one holding `week`. */
export type AnalyticsRange = { weeks: number } | { week: string };

/**
 * Searches (page 1 of a listing with a term) of a range of weeks, by week (date_trunc, Monday
 * on) and term (trimmed, lower-cased): how many, how many found nothing, and how many found
 * something whose query id no click names.
 */
export async function searchAnalyticsRows(db: DbOrTx, range: AnalyticsRange): Promise<SearchAnalyticsRow[]> {
  const since =
    'week' in range
      ? sql`date_trunc('week', ${range.week}::date::timestamptz)`
      : sql`date_trunc('week', now()) - make_interval(weeks => ${range.weeks - 1})`;
  const until = 'week' in range ? sql`${since} + interval '1 week'` : sql`'infinity'::timestamptz`;
  return queryRows<SearchAnalyticsRow>(
    db,
    sql`WITH s AS (
        SELECT date_trunc('week', created_at) AS week, lower(btrim(query)) AS query, result_count, query_id
        FROM search_events
        WHERE kind = 'search' AND query IS NOT NULL AND created_at >= ${since} AND created_at < ${until}),
      clicked AS (
        SELECT DISTINCT query_id FROM search_events
        WHERE kind = 'click' AND query_id IS NOT NULL AND created_at >= ${since})
      SELECT s.week, s.query, count(*)::int AS searches,
        count(*) FILTER (WHERE s.result_count = 0)::int AS zero,
        count(*) FILTER (WHERE s.result_count > 0 AND c.query_id IS NULL)::int AS no_click
      FROM s LEFT JOIN clicked c ON c.query_id = s.query_id
      GROUP BY 1, 2`,
  );
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
      WHERE p.listed
      ORDER BY c.at DESC, c.id LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}
