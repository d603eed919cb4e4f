// Tells this process when tables it keeps derived copies of have changed (ADR 0013). Triggers send
// `NOTIFY catalog_changes, '<table>'` when a statement changes such a table (migration 0011); every
// API process listens, so an edit made through any process, a migration or psql reaches them all.
//
// A copy may be reused only while `stamp(topic)` is the stamp it was made under. The stamp is null
// while the feed is not listening (starting, or its connection lost): nothing is reused then, since
// a change could go unheard. Losing the connection also moves every stamp on, so copies made before
// it are never trusted again.
import type { Database } from './client.ts';

/** The channel the triggers of migration 0011 notify; the payload is the table's name. */
export const CHANGES_CHANNEL = 'catalog_changes';

export interface ChangeFeed {
  /** The current stamp of `topic` (a table name), or null when copies must not be reused. */
  stamp(topic: string): string | null;
  close(): Promise<void>;
}

export async function openChangeFeed(database: Pick<Database, 'listen'>): Promise<ChangeFeed> {
  let live = false;
  // Moves on whenever the feed stops listening: a change may have been missed while it did not.
  let epoch = 0;
  const versions = new Map<string, number>();
  const stop = await database.listen(CHANGES_CHANNEL, {
    notify: (topic) => versions.set(topic, (versions.get(topic) ?? 0) + 1),
    live: (isLive) => {
      if (!isLive) epoch += 1;
      live = isLive;
    },
  });
  return {
    stamp: (topic) => (live ? `${epoch}.${versions.get(topic) ?? 0}` : null),
    close: async () => {
      live = false;
      await stop();
    },
  };
}
