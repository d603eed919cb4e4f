// Catalogue answers kept as ready bytes (issue 30, ADR 0046). A listing page, a search, an item's
// detail, the type-ahead: the same request answers the same bytes to everyone who sees the same
// prices, until a table the catalogue is read from changes (ADR 0013's feed, heard by every process).
// So each process keeps, per request key and audience, the answer as it leaves the API (checked
// against the route's response schema, money removed for those who may not see it, serialized and
// compressed once), in a least-recently-used map bounded in bytes.
//
// An audience is what decides the answer besides the request: a visitor, staff, a buyer who may not
// see prices, or the price level of a buyer who may. A buyer's answer is never another level's.
// What is the buyer's own (the account's latest purchase of each item on a card) is not kept: it is
// read per request for the items of the kept answer and laid over a copy of it. Search events and
// query ids are per request too (`after`).
import { z } from 'zod';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LatestPurchase } from '@medsupply/contract';
import type { Actor } from '../core/actor.ts';
import { seesPrices, priceScopeOf, withoutMoney } from '../core/price-visibility.ts';
import type { PriceScope } from '../core/item-fields.ts';
import { stampOf, type ChangeFeed } from '../db/changes.ts';
import { pickEncoding } from './encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The tables a catalogue answer is read from; a statement that changes a row of one notifies
 * catalog_changes (migrations 0011, 0013, 0034, 0038). Any of them changing drops every kept answer:
 * coarse, but a stock change (every order) costs one re-read per key, and nothing is ever stale.
 */
export const CATALOGUE_TOPICS = [
  'items',
  'item_search',
  'item_prices',
  'price_levels',
  'units',
  'unit_types',
  'item_images',
  'item_files',
  'item_relations',
  'categories',
  'rx_levels',
  'search_synonyms',
  'content_entries',
] as const;

/** Who a kept answer is for: the same request answers the same bytes within one audience. */
export function audienceOf(actor: Actor): string {
  switch (actor.kind) {
    case 'visitor':
      return 'visitor';
    case 'buyer':
      return seesPrices(actor) ? `level:${actor.account.priceLevelId}` : 'no-prices';
    case 'staff':
    case 'job':
      return 'staff';
  }
}

/** What a kept answer is read as: the audience's prices, and nobody's own data. */
export interface NeutralViewer {
  scope: PriceScope | null;
  userId: null;
  accountId: null;
  ip: null;
}

const neutralViewerOf = (actor: Actor): NeutralViewer => ({
  scope: priceScopeOf(actor),
  userId: null,
  accountId: null,
  ip: null,
});

/** An account's latest purchase of each of `itemIds` (catalog.service.ts latestPurchases). */
export type LatestPurchasesOf = (
  accountId: number,
  itemIds: readonly number[],
) => Promise<Map<number, LatestPurchase>>;

export interface KeptRequest<T> {
  /** The route and its (validated, cleaned) input: requests with one key get one answer. */
  key: string;
  /** Reads the answer as `viewer` sees it (the audience's prices, nobody's own data). */
  read: (viewer: NeutralViewer) => Promise<T>;
  /**
   * What differs per request (a new query id, a search event): given the kept answer (not to be
   * changed), the answer to send instead, or undefined to send the kept one.
   */
  after?: (answer: T) => Promise<T | undefined> | T | undefined;
}

export interface KeptCatalogue {
  send<T>(request: FastifyRequest, reply: FastifyReply, kept: KeptRequest<T>): Promise<FastifyReply>;
  /** How many answers are kept, and their bytes (for tests and the metrics). */
  readonly size: number;
  readonly bytes: number;
}

/** A kept answer: its bytes only (a parsed copy would cost several times their size). */
interface Copy {
  json: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  /** Whether any object in it carries a buyer's latestPurchase (cards and item detail). */
  personal: boolean;
  /** Counts a compressed form's bytes against the bound while the copy is kept. */
  grow: (bytes: number) => void;
}

interface Entry {
  stamp: string;
  copy: Promise<Copy>;
  bytes: number;
}

/** Default bound of the kept bytes (JSON and compressed forms) of one process. */
export const KEPT_CATALOGUE_BYTES = 64 * 1024 * 1024;

/** Every object of `value` that carries `latestPurchase`, with its item id. */
function purchaseSlots(value: unknown, into: Array<{ id: number; at: Record<string, unknown> }> = []) {
  if (Array.isArray(value)) {
    for (const element of value) purchaseSlots(element, into);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('latestPurchase' in record && typeof record.id === 'number') into.push({ id: record.id, at: record });
    for (const child of Object.values(record)) {
      if (child !== null && typeof child === 'object') purchaseSlots(child, into);
    }
  }
  return into;
}

export function keptCatalogue(
  feed: ChangeFeed,
  options: {
    /** Needed where answers hold product cards (they carry the buyer's latestPurchase). */
    latestPurchases?: LatestPurchasesOf;
    maxBytes?: number;
    topics?: readonly string[];
  } = {},
): KeptCatalogue {
  const { latestPurchases } = options;
  const topics = options.topics ?? CATALOGUE_TOPICS;
  const maxBytes = options.maxBytes ?? KEPT_CATALOGUE_BYTES;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const stampNow = () => stampOf(feed, topics);

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      drop(key, entry);
    }
  };

  /** The answer as this audience is sent it: checked, money removed where not seen, serialized. */
  const make = async <T>(request: FastifyRequest, kept: KeptRequest<T>): Promise<Copy> => {
    const read = await kept.read(neutralViewerOf(request.actor));
    const schema = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
    const okSchema = schema?.['200'];
    let value: unknown = okSchema ? z.encode(okSchema, read) : read;
    const plan = request.routeOptions.config.moneyPlan ?? null;
    if (plan !== null && !seesPrices(request.actor)) value = withoutMoney(value, plan);
    const copy: Copy = {
      json: Buffer.from(JSON.stringify(value)),
      encoded: {},
      personal: purchaseSlots(value).length > 0,
      grow: () => {},
    };
    if (copy.personal && !latestPurchases) {
      throw new Error(`kept answer '${kept.key}' holds latestPurchase, but no latestPurchases was given`);
    }
    return copy;
  };

  const copyFor = <T>(request: FastifyRequest, kept: KeptRequest<T>): Promise<Copy> => {
    // Taken before the read: a change committed while it runs moves the stamp past this copy's.
    const stamp = stampNow();
    if (stamp === null) return make(request, kept);
    const key = `${audienceOf(request.actor)}\u0000${kept.key}`;
    const found = entries.get(key);
    if (found) {
      entries.delete(key);
      if (found.stamp === stamp) {
        entries.set(key, found); // the most recently used last
        return found.copy;
      }
      bytes -= found.bytes;
    }
    const entry: Entry = { stamp, copy: make(request, kept), bytes: 0 };
    entries.set(key, entry);
    entry.copy.then(
      (copy) => {
        if (entries.get(key) !== entry) return;
        entry.bytes = copy.json.length + key.length;
        bytes += entry.bytes;
        copy.grow = (more) => {
          if (entries.get(key) !== entry) return;
          entry.bytes += more;
          bytes += more;
          evict();
        };
        evict();
      },
      // A failed read (a refusal included) is not kept: the next request reads again.
      () => drop(key, entry),
    );
    return entry.copy;
  };

  const sendJson = (reply: FastifyReply, json: string | Buffer) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(json);

  return {
    async send<T>(request: FastifyRequest, reply: FastifyReply, kept: KeptRequest<T>) {
      const copy = await copyFor(request, kept);
      const actor = request.actor;
      const personal = copy.personal && latestPurchases !== undefined && actor.kind === 'buyer';
      if (kept.after || personal) {
        // What differs per request is laid over a fresh copy, read back from the kept bytes.
        let value = JSON.parse(copy.json.toString('utf8')) as T;
        let changed = false;
        const next = await kept.after?.(value);
        if (next !== undefined) {
          value = next;
          changed = true;
        }
        if (personal) {
          const slots = purchaseSlots(value);
          const purchases = await latestPurchases(actor.account.id, [
            ...new Set(slots.map((slot) => slot.id)),
          ]);
          for (const slot of slots) slot.at.latestPurchase = purchases.get(slot.id) ?? null;
          changed = true;
        }
        // Changed per request: serialized per request, compressed by @fastify/compress.
        if (changed) return sendJson(reply, JSON.stringify(value));
      }
      void reply.header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // Small answers are not worth compressing (@fastify/compress's threshold).
      if (!encoding || copy.json.length < 1024) return sendJson(reply, copy.json);
      let body = copy.encoded[encoding];
      if (!body) {
        body =
          encoding === 'br'
            ? brotli(copy.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipAsync(copy.json, { level: 6 });
        copy.encoded[encoding] = body;
        void body.then((encoded) => copy.grow(encoded.length)).catch(() => {});
      }
      void reply.header('content-encoding', encoding);
      return sendJson(reply, await body);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
