// Kept answers against a stand-in change feed: kept while the stamps stand, read again once one
// moves or while the feed cannot tell, bounded, and never keeping a failed read.
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from './changes.ts';
import { keptAnswers } from './kept-answers.ts';

function fakeFeed() {
  const versions = new Map<string, number>();
  let live = true;
  const feed: ChangeFeed = {
    heard: async () => undefined,
    stamp: (topic) => (live ? String(versions.get(topic) ?? 0) : null),
    close: async () => {},
  };
  return {
    feed,
    change: (topic: string) => versions.set(topic, (versions.get(topic) ?? 0) + 1),
    setLive: (value: boolean) => {
      live = value;
    },
  };
}

/** A read that counts its calls and answers `name#call`. */
function counter(name: string) {
  let calls = 0;
  return {
    read: async () => `${name}#${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe('keptAnswers', () => {
  it('keeps an answer until one of its tables changes, per key', async () => {
    const { feed, change } = fakeFeed();
    const kept = keptAnswers<string>(feed, ['item_search', 'rx_levels'], 10);
    const a = counter('a');
    const b = counter('b');
    expect(await kept.get('a', a.read)).toBe('a#1');
    expect(await kept.get('a', a.read)).toBe('a#1');
    expect(await kept.get('b', b.read)).toBe('b#1');
    change('categories'); // not one of its tables
    expect(await kept.get('a', a.read)).toBe('a#1');
    change('rx_levels');
    expect(await kept.get('a', a.read)).toBe('a#2');
    change('item_search');
    expect(await kept.get('a', a.read)).toBe('a#3');
    expect(await kept.get('b', b.read)).toBe('b#2');
  });

  it('keeps nothing while the feed cannot tell, and shares one read between concurrent requests', async () => {
    const { feed, setLive } = fakeFeed();
    const kept = keptAnswers<string>(feed, ['item_search'], 10);
    const a = counter('a');
    setLive(false);
    expect(await kept.get('a', a.read)).toBe('a#1');
    expect(await kept.get('a', a.read)).toBe('a#2');
    expect(kept.size).toBe(0);
    setLive(true);
    const [first, second] = await Promise.all([kept.get('a', a.read), kept.get('a', a.read)]);
    expect([first, second, a.calls]).toEqual(['a#3', 'a#3', 3]);
  });

  it('drops the least recently used answers beyond its size', async () => {
    const { feed } = fakeFeed();
    const kept = keptAnswers<string>(feed, ['item_search'], 2);
    const reads = { a: counter('a'), b: counter('b'), c: counter('c') };
    await kept.get('a', reads.a.read);
    await kept.get('b', reads.b.read);
    await kept.get('a', reads.a.read); // a is now the most recently used
    await kept.get('c', reads.c.read); // b goes
    expect(kept.size).toBe(2);
    expect(await kept.get('a', reads.a.read)).toBe('a#1');
    expect(await kept.get('b', reads.b.read)).toBe('b#2');
  });

  it('does not keep a failed read', async () => {
    const { feed } = fakeFeed();
    const kept = keptAnswers<string>(feed, ['item_search'], 10);
    let fail = true;
    const read = async () => {
      if (fail) throw new Error('connection reset');
      return 'fine';
    };
    await expect(kept.get('a', read)).rejects.toThrow('connection reset');
    fail = false;
    expect(await kept.get('a', read)).toBe('fine');
  });
});
