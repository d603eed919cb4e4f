// The loader that server-rendered pages end with (spa.ts, ADR 0012), run against a stand-in
// document in a VM context.
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { loaderScript } from './spa.ts';

interface FakeNode {
  tag: string;
  props: Record<string, string>;
  children: FakeNode[];
  appendChild(child: FakeNode): void;
}

function node(tag: string): FakeNode {
  const props: Record<string, string> = {};
  const children: FakeNode[] = [];
  const self: FakeNode = {
    tag,
    props,
    children,
    appendChild(child) {
      children.push(child);
    },
  };
  // Property writes (l.rel = …) land in props.
  return new Proxy(self, {
    set(target, key, value) {
      if (typeof key === 'string' && !(key in target)) props[key] = String(value);
      return true;
    },
  });
}

describe('loaderScript', () => {
  it('adds every preload and the entry to the head in one insertion, after the first frame', () => {
    const headInsertions: FakeNode[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const document = {
      head: { appendChild: (child: FakeNode) => headInsertions.push(child) },
      createElement: node,
      createDocumentFragment: () => node('#fragment'),
    };
    runInNewContext(loaderScript('/assets/index-1.js', ['/assets/framework-2.js', '/assets/shell-3.js']), {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    expect(headInsertions).toHaveLength(0); // nothing before the first frame
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0)) timer(); // the frame's timeout and the 1 s fallback

    // One insertion: each separate insertion of a preload link cost a phone milliseconds of its main
    // thread (~150 ms in all at Lighthouse's 4× slowdown).
    expect(headInsertions).toHaveLength(1);
    const added = headInsertions[0]?.children ?? [];
    expect(
      added.map((child) => [
        child.tag,
        child.props['rel'] ?? child.props['type'],
        child.props['href'] ?? child.props['src'],
      ]),
    ).toEqual([
      ['link', 'modulepreload', '/assets/framework-2.js'],
      ['link', 'modulepreload', '/assets/shell-3.js'],
      ['script', 'module', '/assets/index-1.js'],
    ]);
  });
});
