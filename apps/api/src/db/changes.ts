// Tells this process when tables it keeps derived copies of have changed (ADR 0013). Triggers send
// `NOTIFY catalog_changes, '<table>'` when a statement changes such a table (migration 0011); every
// API process listens, so an edit made through any process, a migration or psql reaches them all.
//
// A copy may be reused only while `stamp(topic)` is the stamp it was made under. The stamp is null
// while the feed is not listening (starting, or its connection lost): nothing is reused then, since
// a change could go unheard. Losing the connection also moves every stamp on, so copies made before
// it are never trusted again.
//
// With a read replica (ADR 0037) the copies are read from the replica, but the notifications come
// from the primary: a copy read right after one could miss the change it announces, and would be
// kept until the next. So a topic's stamp also stays null from its notification until the replica
// has replayed the primary's WAL position observed after it, and every stamp from (re)connecting
// until the replica has replayed the position observed then. Null only costs reads: never a stale copy.
import { randomUUID } from 'node:crypto';
import type { Database } from './client.ts';

/** The channel the triggers of migration 0011 notify; the payload is the table's name. */
export const CHANGES_CHANNEL = 'catalog_changes';

export interface ChangeFeed {
  /** The current stamp of `topic` (a table name), or null when copies must not be reused. */
  stamp(topic: string): string | null;
  /**
   * Resolves once every change committed before the call has been heard, so a copy read next is not
   * one made before it: a process reads its own writes (a back-office edit, then the storefront).
   * On PostgreSQL it sends a notification of its own and waits for it (notifications arrive in commit
   * order), at most HEARD_WAIT_MS; PGlite hears each change as its statement commits.
   */
  heard(): Promise<void>;
  close(): Promise<void>;
}

/** A payload no table is named: the feed's own mark that it has heard all before it. */
const HEARD_MARK = '~heard:';
/** How long heard() waits at most: past it, the feed is not listening and stamps are null anyway. */
const HEARD_WAIT_MS = 1000;

/**
 * One stamp for several topics: a copy read from all of them is reusable while it is the same.
 * Null while any of them cannot be told.
 */
export function stampOf(feed: ChangeFeed, topics: readonly string[]): string | null {
  const stamps: string[] = [];
  for (const topic of topics) {
    const stamp = feed.stamp(topic);
    if (stamp === null) return null;
    stamps.push(stamp);
  }
  return stamps.join('|');
}

/** The first wait between two questions to the replica; it doubles up to the next. */
const REPLAY_POLL_FIRST_MS = 2;
const REPLAY_POLL_MAX_MS = 100;
/** After a failed question (primary or replica unreachable) the next round waits this long. */
const REPLAY_RETRY_MS = 1000;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export async function openChangeFeed(
  database: Pick<Database, 'listen' | 'replica' | 'kind' | 'exec'>,
): Promise<ChangeFeed> {
  const { replica } = database;
  // heard(): the marks sent and not heard yet, by number; a mark heard answers it and every one before.
  let marksSent = 0;
  // Tells this feed's marks from those of other processes (each sends its own).
  const markSender = randomUUID().slice(0, 8);
  const waitingMarks = new Map<number, () => void>();
  const state = { live: false, closed: false, syncing: false };
  // Moves on whenever the feed stops listening: a change may have been missed while it did not.
  let epoch = 0;
  const versions = new Map<string, number>();
  // Replica only: topics whose last notification the replica may not have replayed, with the
  // version it gave them; and whether it has caught up with the primary since the feed (re)connected.
  const unreplayed = new Map<string, number>();
  // Moves on with every connect and disconnect: a round that began before one vouches for nothing after it.
  let connection = 0;
  let replayedSinceConnect = replica === null;

  /** Asks the replica until it has replayed `lsn`; throws when it cannot be asked. */
  const replayed = async (lsn: string): Promise<void> => {
    if (!replica) return;
    for (let wait = REPLAY_POLL_FIRST_MS; !state.closed; wait = Math.min(wait * 2, REPLAY_POLL_MAX_MS)) {
      if (await replica.replayedTo(lsn)) return;
      await sleep(wait);
    }
  };

  /** Rounds of: note what is waiting, observe the primary's position, wait for the replica to pass it. */
  const catchUp = async (): Promise<void> => {
    if (!replica || state.syncing) return;
    state.syncing = true;
    try {
      while (!state.closed && state.live && (unreplayed.size > 0 || !replayedSinceConnect)) {
        const waiting = new Map(unreplayed);
        const roundConnection = connection;
        try {
          // Asked after the notifications were heard (and after LISTEN began): the position is past
          // the commit of every change they announce.
          await replayed(await replica.primaryLsn());
        } catch {
          await sleep(REPLAY_RETRY_MS);
          continue;
        }
        // A topic notified again meanwhile keeps waiting for the next round.
        for (const [topic, version] of waiting) {
          if (unreplayed.get(topic) === version) unreplayed.delete(topic);
        }
        if (roundConnection === connection) replayedSinceConnect = true;
      }
    } finally {
      state.syncing = false;
    }
  };

  const stop = await database.listen(CHANGES_CHANNEL, {
    notify: (topic) => {
      if (topic.startsWith(HEARD_MARK)) {
        const [sender, numberText] = topic.slice(HEARD_MARK.length).split('.');
        if (sender !== markSender) return;
        const mark = Number(numberText);
        for (const [number, done] of waitingMarks) {
          if (number <= mark) done();
        }
        return;
      }
      const version = (versions.get(topic) ?? 0) + 1;
      versions.set(topic, version);
      if (replica) {
        unreplayed.set(topic, version);
        void catchUp();
      }
    },
    live: (isLive) => {
      if (!isLive) epoch += 1;
      state.live = isLive;
      if (replica) {
        // Whatever was waiting is covered by the position observed after connecting again.
        unreplayed.clear();
        replayedSinceConnect = false;
        connection += 1;
        if (isLive) void catchUp();
      }
    },
  });
  return {
    stamp: (topic) =>
      state.live && replayedSinceConnect && !unreplayed.has(topic)
        ? `${epoch}.${versions.get(topic) ?? 0}`
        : null,
    heard: async () => {
      if (database.kind === 'pglite' || !state.live) return;
      marksSent += 1;
      const number = marksSent;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        waitingMarks.set(number, resolve);
        timer = setTimeout(resolve, HEARD_WAIT_MS);
        timer.unref();
      });
      try {
        await database.exec(`SELECT pg_notify('${CHANGES_CHANNEL}', '${HEARD_MARK}${markSender}.${number}')`);
        await arrived;
      } catch {
        // The database cannot be told: nothing more to wait for; a lost feed serves no copies.
      } finally {
        clearTimeout(timer);
        waitingMarks.delete(number);
      }
    },
    close: async () => {
      state.live = false;
      state.closed = true;
      await stop();
    },
  };
}
