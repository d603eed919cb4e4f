// Answers kept by key until the tables they were read from change (ADR 0013's feed): a bounded,
// least-recently-used map of promises. Each answer is kept under the stamps its tables had before
// it was read, so a change committed while it is read moves the stamps past it, and it is read
// again by the next request. While the feed cannot tell (starting, connection lost) nothing is kept.
import { stampOf, type ChangeFeed } from './changes.ts';

export interface KeptAnswers<T> {
  /** The answer kept for `key`, or `read()`'s, kept for next time; requests for one key share a read. */
  get(key: string, read: () => Promise<T>): Promise<T>;
  /** How many answers are kept (for tests). */
  readonly size: number;
}

export function keptAnswers<T>(
  feed: ChangeFeed,
  topics: readonly string[],
  maxEntries: number,
): KeptAnswers<T> {
  const entries = new Map<string, { stamp: string; answer: Promise<T> }>();
  const stampNow = () => stampOf(feed, topics);
  return {
    get(key, read) {
      const stamp = stampNow();
      if (stamp === null) return read();
      const kept = entries.get(key);
      entries.delete(key);
      if (kept?.stamp === stamp) {
        entries.set(key, kept); // the most recently used last
        return kept.answer;
      }
      const entry = { stamp, answer: read() };
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      // A failed read is not kept: the next request reads again.
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.answer;
    },
    get size() {
      return entries.size;
    },
  };
}
