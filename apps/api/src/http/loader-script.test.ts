// The loader that server-rendered pages end with (spa.ts, ADR 0012), run against a stand-in
// document in a VM context.
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { LOADER_BATCH, loaderScript } from './spa.ts';

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

/** Runs the loader against a stand-in document; `flush` runs the frame and then timer after timer. */
function runLoader(entry: string, modules: string[], preloads: string[]) {
  const headInsertions: FakeNode[][] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    head: { appendChild: (child: FakeNode) => headInsertions.at(-1)?.push(child) },
    createElement: node,
    createDocumentFragment: () => node('#fragment'),
  };
  runInNewContext(loaderScript(entry, modules, preloads), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  /** The head insertions of each task, task by task, until no timer is left. */
  const tasks: FakeNode[][] = [];
  const runTask = (task: () => void) => {
    headInsertions.push([]);
    task();
    tasks.push(headInsertions.at(-1) ?? []);
  };
  return {
    insertedBeforeFrame: () => headInsertions.flat().length,
    flush(): FakeNode[][] {
      for (const frame of frames.splice(0)) runTask(frame);
      for (let guard = 0; timers.length > 0 && guard < 100; guard += 1) runTask(timers.shift()!);
      return tasks.filter((inserted) => inserted.length > 0);
    },
  };
}

const described = (fragment: FakeNode) =>
  fragment.children.map((child) => [
    child.tag,
    child.props['rel'] ?? child.props['type'],
    child.props['href'] ?? child.props['src'],
  ]);

describe('loaderScript', () => {
  it('adds the entry with its own imports first, after the first frame, in one insertion', () => {
    const loader = runLoader('/assets/index-1.js', ['/assets/framework-2.js', '/assets/shell-3.js'], []);
    expect(loader.insertedBeforeFrame()).toBe(0); // nothing before the first frame
    const tasks = loader.flush(); // the frame's timeout, and the 1 s fallback that then does nothing
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toHaveLength(1);
    expect(described(tasks[0]![0]!)).toEqual([
      ['link', 'modulepreload', '/assets/framework-2.js'],
      ['link', 'modulepreload', '/assets/shell-3.js'],
      ['script', 'module', '/assets/index-1.js'],
    ]);
  });

  it("adds the page's other chunks a few per task, each once, so no task is long on a phone", () => {
    const modules = ['/assets/framework-2.js', '/assets/shell-3.js'];
    const preloads = Array.from({ length: 11 }, (_, n) => `/assets/route-${n}.js`);
    const tasks = runLoader('/assets/index-1.js', modules, preloads).flush();
    // One insertion (fragment) per task, of at most LOADER_BATCH elements.
    for (const inserted of tasks) {
      expect(inserted).toHaveLength(1);
      expect(inserted[0]!.children.length).toBeLessThanOrEqual(LOADER_BATCH);
    }
    const added = tasks.flatMap((inserted) => described(inserted[0]!));
    expect(added.slice(0, 3).map(([, , file]) => file)).toEqual([...modules, '/assets/index-1.js']);
    expect(added.slice(3)).toEqual(preloads.map((file) => ['link', 'modulepreload', file]));
    expect(tasks.length).toBe(
      1 + Math.ceil((preloads.length - (LOADER_BATCH - 1 - modules.length)) / LOADER_BATCH),
    );
  });
});
