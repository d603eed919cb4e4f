// The change feed beside a read replica (ADR 0037): a topic's stamp stays null from its notification
// until the replica has replayed the primary's position observed after it, so no copy is read from a
// replica that has not seen the change and then kept. A scripted listener and replica stand in for
// the servers; the pair itself is exercised by test/read-replica.test.ts.
import { describe, expect, it } from 'vitest';
import { openChangeFeed } from './changes.ts';
import type { ListenHandlers, ReplicaHealth, ReplicaLink } from './client.ts';

/** LSNs as numbers in text: the fake's primary writes, its replica replays when told. */
function scriptedPair() {
  const pair = { written: 10, replayed: 10, primaryUp: true, lsnQuestions: 0 };
  const replica: ReplicaLink = {
    primaryLsn: async () => {
      pair.lsnQuestions += 1;
      if (!pair.primaryUp) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return String(pair.written);
    },
    replayedTo: async (lsn) => pair.replayed >= Number(lsn),
    health: async (): Promise<ReplicaHealth> => ({ ok: true, latencyMs: 0, lagBytes: 0, lagSeconds: 0 }),
  };
  let handlers: ListenHandlers | undefined;
  const listen = async (_channel: string, given: ListenHandlers) => {
    handlers = given;
    given.live(true);
    return async () => given.live(false);
  };
  const heard = () => {
    if (!handlers) throw new Error('the feed listens first');
    return handlers;
  };
  return { pair, replica, listen, heard };
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** These tests never ask heard(): nothing is sent. */
const notExecuting = {
  kind: 'postgres' as const,
  exec: async () => {
    throw new Error('the scripted pair sends nothing');
  },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('change feed with a read replica (ADR 0037)', () => {
  it('vouches for nothing until the replica has replayed what the primary had when listening began', async () => {
    const { pair, replica, listen } = scriptedPair();
    pair.replayed = 5;
    const feed = await openChangeFeed({ listen, replica, ...notExecuting });
    await settle();
    expect(feed.stamp('categories')).toBeNull();
    pair.replayed = 10;
    await eventually(() => feed.stamp('categories') !== null, 'the replica catches up');
    await feed.close();
  });

  it("keeps a notified topic's stamp null until the replica has replayed past the change, other topics unaffected", async () => {
    const { pair, replica, listen, heard } = scriptedPair();
    const feed = await openChangeFeed({ listen, replica, ...notExecuting });
    await eventually(() => feed.stamp('categories') !== null, 'the feed is live');
    const before = feed.stamp('categories');
    const other = feed.stamp('content_entries');

    // A change commits on the primary (its WAL moves to 20) and its notification arrives.
    pair.written = 20;
    heard().notify('categories');
    expect(feed.stamp('categories')).toBeNull();
    expect(feed.stamp('content_entries')).toBe(other);
    pair.replayed = 15;
    await settle();
    expect(feed.stamp('categories')).toBeNull();

    pair.replayed = 20;
    await eventually(() => feed.stamp('categories') !== null, 'the replica has replayed the change');
    expect(feed.stamp('categories')).not.toBe(before);
    await feed.close();
  });

  it('stays null while the primary cannot say where it is, and catches up once it can', async () => {
    const { pair, replica, listen, heard } = scriptedPair();
    const feed = await openChangeFeed({ listen, replica, ...notExecuting });
    await eventually(() => feed.stamp('item_search') !== null, 'the feed is live');
    pair.primaryUp = false;
    heard().notify('item_search');
    await settle();
    expect(feed.stamp('item_search')).toBeNull();
    pair.primaryUp = true;
    await eventually(() => feed.stamp('item_search') !== null, 'the primary answers again');
    await feed.close();
  });

  it('asks the primary once for a burst of notifications, not once each', async () => {
    const { pair, replica, listen, heard } = scriptedPair();
    const feed = await openChangeFeed({ listen, replica, ...notExecuting });
    await eventually(() => feed.stamp('categories') !== null, 'the feed is live');
    const asked = pair.lsnQuestions;
    pair.written = 30;
    pair.replayed = 29;
    for (let i = 0; i < 50; i += 1) heard().notify(i % 2 === 0 ? 'categories' : 'item_search');
    await settle();
    pair.replayed = 30;
    await eventually(
      () => feed.stamp('categories') !== null && feed.stamp('item_search') !== null,
      'the replica catches up',
    );
    expect(pair.lsnQuestions - asked).toBeLessThanOrEqual(2);
    await feed.close();
  });

  it('without a replica, is live as soon as it listens (ADR 0013 unchanged)', async () => {
    const { listen, heard } = scriptedPair();
    const feed = await openChangeFeed({ listen, replica: null, ...notExecuting });
    const before = feed.stamp('categories');
    expect(before).not.toBeNull();
    heard().notify('categories');
    expect(feed.stamp('categories')).not.toBeNull();
    expect(feed.stamp('categories')).not.toBe(before);
    await feed.close();
  });
});
