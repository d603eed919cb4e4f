// Search rules (storefront spec §5 and §2.9, service spec §5 and §7): search text is stripped of all
// markup and a security event is logged when that changed it; a blank search is ignored; type-ahead
// needs a trimmed term of at least 3 characters and answers 5 hits; 'Product Clicked' events are
// stored for logged-in users.
import { randomUUID } from 'node:crypto';
import { isTypeaheadTerm, sanitizeSearchText, truncate, typosTo, TYPEAHEAD_HITS } from '@medsupply/domain';
import {
  CATEGORY_SUGGESTIONS_MAX,
  PRODUCT_CLICKED,
  SUGGESTIONS_TOTAL_CAP,
  type CategoryRef,
  type SearchClickResponse,
  type SearchAnalyticsResponse,
  type SuggestionsResponse,
} from '@medsupply/contract';
import type { Logger } from '../../core/logger.ts';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keptAnswers, type KeptAnswers } from '../../db/kept-answers.ts';
import {
  anyListedMatch,
  buildSearchQuery,
  categorySuggestionRows,
  forgivingLookups,
  splitWords,
  synonymSetRows,
  EVENTS_PER_INSERT,
  insertSearchEvent,
  insertSearchEvents,
  insertSecurityEvent,
  listedMatch,
  recentSearchRows,
  searchAnalyticsRows,
  recentlyClickedItemIds,
  suggestionRows,
  type AnalyticsRange,
  type Clause,
  type ListedMatch,
  type SearchEventInput,
  type SearchQuery,
} from './search.queries.ts';

// The ranking the catalogue's listing and quick order use (search owns how results rank).
export {
  RELEVANCE_WINDOW,
  type AnalyticsRange,
  buildSearchQuery,
  quickOrderHits,
  relevanceWindowPage,
  type ListedMatch,
  type SearchQuery,
} from './search.queries.ts';

/** Who searched, for the search and security events. */
export interface Searcher {
  userId: number | null;
  accountId: number | null;
  ip: string | null;
}

/**
 * Where a search's events are written (ADR 0037): the primary, while the search itself may read the
 * replica. They feed statistics and the security log, not the answer: when the primary cannot be
 * reached the event is dropped with a warning in `log`, and the search still answers.
 */
export interface SearchEvents {
  db: DbOrTx;
  log: Logger;
}

/** Writes an event; a primary that cannot be reached costs the event, not the search. */
async function recordEvent(events: SearchEvents, what: string, write: (db: DbOrTx) => Promise<void>) {
  try {
    await write(events.db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    events.log.warn(
      { err: error, event: what },
      'search event not recorded: the primary database is unavailable',
    );
  }
}

/** The security event kind logged when markup was stripped from search text. */
export const SEARCH_MARKUP_EVENT = 'search-markup';

/** How much of the raw text a security event keeps (enough to see the attempt, not a payload dump). */
const EVENT_TEXT_MAX = 500;

/**
 * storefront spec §5: strips markup from search text and logs a 'search-markup' security event when
 * that changed it. Returns the clean text, or null for a blank search (which is ignored).
 */
export async function cleanSearchText(
  events: SearchEvents,
  raw: string | null | undefined,
  who: Searcher,
  source: string,
): Promise<string | null> {
  if (raw === null || raw === undefined) return null;
  const { text, changed } = sanitizeSearchText(raw);
  if (changed) {
    await recordEvent(events, SEARCH_MARKUP_EVENT, (db) =>
      insertSecurityEvent(db, {
        kind: SEARCH_MARKUP_EVENT,
        userId: who.userId,
        ip: who.ip,
        detail: { source, original: truncate(raw, EVENT_TEXT_MAX), sanitized: text },
      }),
    );
  }
  return text === '' ? null : text;
}

export interface SearchTerm {
  text: string;
  /** null when the text holds nothing searchable (e.g. only punctuation): nothing matches. */
  query: SearchQuery | null;
}

/** Cleans a search term and builds its match; null when the search is blank (ignored). */
export async function readSearchTerm(
  events: SearchEvents,
  raw: string | null | undefined,
  who: Searcher,
  source: string,
): Promise<SearchTerm | null> {
  const text = await cleanSearchText(events, raw, who, source);
  return text === null ? null : { text, query: buildSearchQuery(text) };
}

/**
 * The trade's words (search_synonyms), kept by each API process until `catalog_changes` says the
 * table changed (ADR 0013's feed, migration 0033's trigger): an edit in the back office applies to
 * the next search in every process, without a restart.
 */
export type TradeWords = KeptAnswers<string[][]>;

export const SYNONYM_TOPICS = ['search_synonyms'] as const;

export function keptTradeWords(feed: ChangeFeed): TradeWords {
  return keptAnswers<string[][]>(feed, SYNONYM_TOPICS, 1);
}

/** A query word stands for a phrase's word as written or in the plural ('pads' for 'pad'). */
const sameWord = (typed: string, phrase: string) =>
  typed === phrase || typed === `${phrase}s` || `${typed}s` === phrase;

/** Most corrections one misspelt word is replaced by (equally close catalogue words). */
const MAX_CORRECTIONS = 3;

/**
 * A term made forgiving (issue 29, docs/decisions/0039): its units, counts and sizes written as the
 * index writes them ('5cc' → '5ml'); each word the catalogue has no word starting with replaced by
 * the closest catalogue words within its typo allowance (domain typosTo: 1 typo from 4 letters, 2
 * from 8, none in a word with a digit); and a run of words that is one of the trade's phrases
 * matched by any phrase of its set ('bp cuff' also finds 'blood pressure cuff'). Item numbers and
 * MPNs keep matching the term as typed (SearchQuery.exact). A word the catalogue knows is never
 * corrected, so what the buyer typed exactly is what is found first, and most terms cost one
 * index probe per word here.
 */
export async function forgive(db: DbOrTx, query: SearchQuery, tradeWords?: TradeWords): Promise<SearchQuery> {
  if (query.words.length === 0) return query;
  const [{ normalized, lookups }, synonymSets] = await Promise.all([
    forgivingLookups(db, query.text),
    tradeWords ? tradeWords.get('all', () => synonymSetRows(db)) : synonymSetRows(db),
  ]);
  const words = buildSearchQuery(normalized)?.words ?? [];
  if (words.length === 0) return query;
  const byWord = new Map(lookups.map((l) => [l.word, l]));
  // Each word's candidates: itself, or its closest corrections.
  const candidates = words.map((word, index) => {
    const lookup = byWord.get(word);
    if (!lookup || lookup.known) return [word];
    const typing = index === words.length - 1;
    const near = lookup.near
      .map((w) => ({ w, typos: typosTo(word, w, typing) }))
      .filter((c): c is { w: string; typos: number } => c.typos !== null);
    const fewest = Math.min(...near.map((c) => c.typos));
    const best = near.filter((c) => c.typos === fewest).map((c) => c.w);
    // Nothing close: kept as typed, and it matches nothing.
    return best.length > 0 ? best.slice(0, MAX_CORRECTIONS) : [word];
  });
  const phrases = synonymSets.map((set) => set.map(splitWords).filter((p) => p.length > 0));
  const clauses: Clause[] = [];
  for (let i = 0; i < words.length;) {
    // The longest phrase of the trade starting here, matched by the words or their corrections.
    let found: { length: number; set: string[][] } | null = null;
    for (const set of phrases) {
      for (const phrase of set) {
        if (phrase.length <= (found?.length ?? 0) || i + phrase.length > words.length) continue;
        if (phrase.every((w, k) => candidates[i + k]?.some((c) => sameWord(c, w)))) {
          found = { length: phrase.length, set };
        }
      }
    }
    if (found) {
      clauses.push({ alternatives: found.set, whole: true });
      i += found.length;
    } else {
      clauses.push({ alternatives: (candidates[i] ?? []).map((w) => [w]) });
      i += 1;
    }
  }
  const rankWords = candidates.map((c, i) => c[0] ?? words[i] ?? '');
  const corrected = rankWords.some((w, i) => w !== words[i]);
  return { ...query, clauses, rankWords, rankText: corrected ? rankWords.join(' ') : normalized.trim() };
}

/**
 * Which listed items a search term matches, and their relevance, for a listing (search.queries.ts),
 * the term forgiven first (forgive).
 */
export async function matchListed(
  db: DbOrTx,
  query: SearchQuery,
  tradeWords?: TradeWords,
): Promise<ListedMatch> {
  return listedMatch(db, await forgive(db, query, tradeWords));
}

/** How many near words of each unknown word "Did you mean" tries, closest by trigrams first. */
const DID_YOU_MEAN_TRIES = 3;

/**
 * "Did you mean …" for a term that found nothing (issue 29 §4): the term with one word the
 * catalogue does not know replaced by one of its nearest catalogue words, beyond the typo allowance
 * if need be, the first such term that finds something; null when none does. Only asked after a
 * search found nothing, so its few extra statements cost nothing to the searches that find.
 */
export async function didYouMean(db: DbOrTx, text: string, tradeWords?: TradeWords): Promise<string | null> {
  const { normalized, lookups } = await forgivingLookups(db, text);
  const words = buildSearchQuery(normalized)?.words ?? [];
  for (const lookup of lookups) {
    if (lookup.known || !words.includes(lookup.word)) continue;
    for (const near of lookup.near.slice(0, DID_YOU_MEAN_TRIES)) {
      const term = words.map((w) => (w === lookup.word ? near : w)).join(' ');
      const query = buildSearchQuery(term);
      if (query && (await anyListedMatch(db, await matchListed(db, query, tradeWords)))) return term;
    }
  }
  return null;
}

/**
 * The categories a search that found nothing suggests (issue 29 §4, the type-ahead's categories):
 * those whose names match any of the term's words, forgiven as the search forgives them (typos,
 * units, the trade's words), best first.
 */
export async function categorySuggestions(
  db: DbOrTx,
  text: string,
  tradeWords?: TradeWords,
): Promise<CategoryRef[]> {
  const query = buildSearchQuery(text);
  if (!query || query.words.length === 0) return [];
  const rows = await categorySuggestionRows(
    db,
    await forgive(db, query, tradeWords),
    CATEGORY_SUGGESTIONS_MAX,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, urlComponent: row.url_component }));
}

/** How many terms each list of a week of search analytics shows. */
const ANALYTICS_TERMS = 10;

/**
 * What a term that once found nothing does now (issue 29 §5): whether the same search finds
 * something today, and else its "Did you mean" (the word staff most likely want it to mean).
 */
async function zeroResultNow(
  db: DbOrTx,
  text: string,
  tradeWords?: TradeWords,
): Promise<{ findsNow: boolean; suggestion: string | null }> {
  const query = buildSearchQuery(text);
  if (!query) return { findsNow: false, suggestion: null };
  if (await anyListedMatch(db, await matchListed(db, query, tradeWords))) {
    return { findsNow: true, suggestion: null };
  }
  return { findsNow: false, suggestion: await didYouMean(db, text, tradeWords) };
}

/**
 * Search analytics for staff (issue 29 §5): for each week of the range with searches (the last
 * `weeks` weeks) newest first, or for the one week asked for even without any, the most searched
 * terms, those that found nothing (with what they find now) and those that found something nobody
 * clicked. The events hold the account and user only, no other personal data.
 */
export async function searchAnalytics(
  db: DbOrTx,
  events: SearchEventLog,
  range: AnalyticsRange,
  tradeWords?: TradeWords,
): Promise<SearchAnalyticsResponse> {
  // This process's searches that are not yet written are counted too.
  await events.settled();
  const rows = await searchAnalyticsRows(db, range);
  const byWeek = new Map<string, typeof rows>();
  if ('week' in range) byWeek.set(mondayOf(range.week), []);
  for (const row of rows) {
    const week = new Date(row.week).toISOString().slice(0, 10);
    byWeek.set(week, [...(byWeek.get(week) ?? []), row]);
  }
  const top = (list: typeof rows, count: (row: (typeof rows)[number]) => number) =>
    list
      .filter((row) => count(row) > 0)
      .toSorted((a, b) => count(b) - count(a) || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0))
      .slice(0, ANALYTICS_TERMS)
      .map((row) => ({ query: row.query, searches: count(row) }));
  // Each zero-result term once, however many weeks list it.
  const now = new Map<string, Promise<{ findsNow: boolean; suggestion: string | null }>>();
  const withNow = (terms: Array<{ query: string; searches: number }>) =>
    Promise.all(
      terms.map(async (term) => {
        let answer = now.get(term.query);
        if (!answer) {
          answer = zeroResultNow(db, term.query, tradeWords);
          now.set(term.query, answer);
        }
        return { ...term, ...(await answer) };
      }),
    );
  const weeks = await Promise.all(
    [...byWeek]
      .toSorted(([a], [b]) => (a < b ? 1 : -1))
      .map(async ([weekStart, list]) => ({
        weekStart,
        searches: list.reduce((sum, row) => sum + row.searches, 0),
        zeroResultSearches: list.reduce((sum, row) => sum + row.zero, 0),
        top: top(list, (row) => row.searches),
        zeroResults: await withNow(top(list, (row) => row.zero)),
        noClicks: top(list, (row) => row.no_click),
      })),
  );
  return { weeks };
}

/** The Monday (YYYY-MM-DD) of the week holding `day` (YYYY-MM-DD), as date_trunc('week') counts. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/**
 * The user's latest distinct search terms, newest first, the searches this process has answered
 * but not yet written among them (`events` settled first).
 */
export async function recentSearches(
  db: DbOrTx,
  events: SearchEventLog,
  userId: number,
  limit: number,
): Promise<Array<{ query: string; searchedAt: string }>> {
  await events.settled();
  const rows = await recentSearchRows(db, userId, limit);
  return rows.map((s) => ({ query: s.query, searchedAt: new Date(s.searched_at).toISOString() }));
}

/** Listed items the user opened from search results ('Product Clicked'), newest first. */
export const recentlyClickedItems = (db: DbOrTx, userId: number, limit: number): Promise<number[]> =>
  recentlyClickedItemIds(db, userId, limit);

/**
 * Where a process's search events go (issue 30 point 2, ADR 0058): a search is answered without
 * waiting for its event. `record` queues it; one insert is written at a time, and the events that
 * arrive while it runs go together in the next, so under load one statement carries hundreds and
 * the connection it would have held per search is free for the searches themselves. What reads
 * the events calls `settled` first, so this process's recent searches and analytics include every
 * search it answered; `close` (the app's onClose, before the database closes) writes what is
 * still queued, so a clean shutdown loses none.
 */
export interface SearchEventLog {
  /** Queues a search's event; `log` hears why, should it not be written. */
  record(event: SearchEventInput, log: Logger): void;
  /** Resolves once every event recorded before the call is written (or dropped, logged). */
  settled(): Promise<void>;
  /** Writes what is queued, and resolves when it is written. */
  close(): Promise<void>;
}

interface QueuedEvent {
  event: SearchEventInput;
  log: Logger;
}

export function searchEventLog(db: DbOrTx): SearchEventLog {
  const queue: QueuedEvent[] = [];
  // Events are numbered as recorded and written in that order: `done` events are written (or dropped).
  let recorded = 0;
  let done = 0;
  let writing = false;
  const waiters: Array<{ upTo: number; resolve: () => void }> = [];

  const writeBatch = async (batch: QueuedEvent[]) => {
    try {
      await insertSearchEvents(
        db,
        batch.map((queued) => queued.event),
      );
    } catch (error) {
      // Statistics and recent searches, not the answer (already sent): logged on each request log
      // that recorded one of them, never thrown.
      for (const log of new Set(batch.map((queued) => queued.log))) {
        if (isDatabaseUnavailable(error)) {
          log.warn(
            { err: error, event: 'search', events: batch.length },
            'search events not recorded: the primary database is unavailable',
          );
        } else {
          log.error({ err: error, event: 'search', events: batch.length }, 'search events not recorded');
        }
      }
    }
    done += batch.length;
    for (const waiter of waiters.filter((w) => w.upTo <= done)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  const drain = async () => {
    writing = true;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, EVENTS_PER_INSERT));
    } finally {
      writing = false;
    }
  };

  const settled = () =>
    done >= recorded
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ upTo: recorded, resolve }));

  return {
    record(event, log) {
      queue.push({ event, log });
      recorded += 1;
      // At once: the insert is on its way before the answer leaves (on PGlite, queued ahead of any
      // statement the client sends after reading it). While one is written, the rest wait for the
      // next (group commit).
      if (!writing) void drain();
    },
    settled,
    close: settled,
  };
}

/**
 * Stores a full search (page 1 of a listing with a term) for analytics and recent searches: queued
 * on `events` (SearchEventLog), not awaited.
 */
export function recordSearch(
  events: SearchEventLog,
  log: Logger,
  who: Searcher,
  search: { text: string; queryID: string; resultCount: number },
): void {
  events.record(
    {
      kind: 'search',
      userId: who.userId,
      accountId: who.accountId,
      query: search.text,
      queryId: search.queryID,
      resultCount: search.resultCount,
    },
    log,
  );
}

/** The type-ahead counts matches up to this many: enough to say 'See All Results', cheap at any size. */
export const TOTAL_CAP = SUGGESTIONS_TOTAL_CAP;

/** A new query id for click events to refer to. */
export const newQueryId = (): string => randomUUID().replaceAll('-', '');

/**
 * Type-ahead (storefront spec §2.9). Terms shorter than 3 characters after trimming answer an empty
 * result instead of an error: a debounced input may send one after a backspace.
 */
export async function suggestions(
  db: DbOrTx,
  events: SearchEvents,
  raw: string,
  who: Searcher,
  tradeWords?: TradeWords,
): Promise<SuggestionsResponse> {
  const term = await readSearchTerm(events, raw, who, 'suggestions');
  const answer = await suggestionsFor(db, term, tradeWords);
  return withSuggestionsQueryId(term, answer) ?? answer;
}

/** The type-ahead's cleaned term (a security event when markup was stripped), per request. */
export const suggestionsTerm = (events: SearchEvents, raw: string, who: Searcher) =>
  readSearchTerm(events, raw, who, 'suggestions');

const isSuggestedTerm = (term: SearchTerm | null): term is SearchTerm & { query: SearchQuery } =>
  term !== null && isTypeaheadTerm(term.text) && term.query !== null;

/**
 * The type-ahead's answer as one request is sent it: a searched term gets a new query id for its
 * clicks to refer to. Undefined: the answer as it is (nothing was searched).
 */
export function withSuggestionsQueryId(
  term: SearchTerm | null,
  answer: SuggestionsResponse,
): SuggestionsResponse | undefined {
  return isSuggestedTerm(term) ? { ...answer, queryID: newQueryId() } : undefined;
}

/** The type-ahead's hits for the cleaned `term`, the same for every such request (query id null). */
export async function suggestionsFor(
  db: DbOrTx,
  term: SearchTerm | null,
  tradeWords?: TradeWords,
): Promise<SuggestionsResponse> {
  const empty = {
    query: term?.text ?? '',
    queryID: null,
    hits: [],
    hitsPerPage: TYPEAHEAD_HITS,
    total: 0,
    exhaustiveTotal: true,
  };
  if (!isSuggestedTerm(term)) return empty;
  const rows = await suggestionRows(db, await forgive(db, term.query, tradeWords), TOTAL_CAP);
  // Item-number and MPN matches first (the buyer typed a code), then word matches; each item once.
  const seen = new Set<number>();
  const matches = rows
    .toSorted((a, b) => b.tier - a.tier)
    .filter((row) => {
      if (seen.has(row.id)) return false;
      seen.add(row.id);
      return true;
    });
  const hits = matches.slice(0, TYPEAHEAD_HITS);
  const total = Math.min(matches.length, TOTAL_CAP);
  return {
    query: term.text,
    queryID: null,
    hits: hits.map((row) => ({
      id: row.id,
      itemName: row.item_name,
      // The storefront's name rule: site display name, else display name (storefront spec §2.5).
      displayName: row.site_display_name ?? row.display_name,
      thumbnailImage: row.thumbnail_url,
      urlComponent: row.url_component,
    })),
    hitsPerPage: TYPEAHEAD_HITS,
    total,
    exhaustiveTotal: total < TOTAL_CAP,
  };
}

/** service spec §7: 'Product Clicked' with user, query id, object ids and position. */
export async function recordClick(
  db: DbOrTx,
  who: Searcher & { userId: number },
  click: { queryID: string; objectIDs: Array<number | string>; position: number },
): Promise<SearchClickResponse> {
  const objectIDs = click.objectIDs.map(String);
  await insertSearchEvent(db, {
    kind: 'click',
    userId: who.userId,
    accountId: who.accountId,
    queryId: click.queryID,
    objectIds: objectIDs,
    position: click.position,
  });
  return { eventName: PRODUCT_CLICKED, queryID: click.queryID, objectIDs, position: click.position };
}
