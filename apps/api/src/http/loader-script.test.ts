// The loader that server-rendered pages end with (spa.ts, ADR 0012), run against a stand-in
// document in a VM context.
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { LOADER_BATCH, loaderScript } from './spa.ts';

interface FakeNode {
  tag: string;
  props: Record<string, string>;
  handlers: Record<string, () => void>;
  children: FakeNode[];
  appendChild(child: FakeNode): void;
}

function node(tag: string): FakeNode {
  const props: Record<string, string> = {};
  const handlers: Record<string, () => void> = {};
  const children: FakeNode[] = [];
  const self: FakeNode = {
    tag,
    props,
    handlers,
    children,
    appendChild(child) {
      children.push(child);
    },
  };
  // Property writes (l.rel = …) land in props, handlers (s.onload = …) in handlers.
  return new Proxy(self, {
    set(target, key, value) {
      if (typeof key !== 'string' || key in target) return true;
      if (typeof value === 'function') handlers[key] = value as () => void;
      else props[key] = String(value);
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
    /** Runs what is due; returns the insertions of the tasks it ran. */
    flush(): FakeNode[][] {
      const from = tasks.length;
      for (const frame of frames.splice(0)) runTask(frame);
      for (let guard = 0; timers.length > 0 && guard < 100; guard += 1) runTask(timers.shift()!);
      return tasks.slice(from).filter((inserted) => inserted.length > 0);
    },
  };
}

/** The elements of one insertion: a fragment's children, or the element itself. */
const elements = (inserted: FakeNode) => (inserted.tag === '#fragment' ? inserted.children : [inserted]);

const described = (inserted: FakeNode) =>
  elements(inserted).map((child) => [
    child.tag,
    child.props['rel'] ?? child.props['type'],
    child.props['href'] ?? child.props['src'],
  ]);

const scripts = (tasks: FakeNode[][]) =>
  tasks
    .flat()
    .flatMap(elements)
    .filter((element) => element.tag === 'script');

const ENTRY = '/assets/index-1.js';
const MODULES = ['/assets/preact-2.js', '/assets/router-3.js', '/assets/query-4.js', '/assets/shell-5.js'];

describe('loaderScript', () => {
  it("runs the first of the entry's imports after the first frame, in one insertion with the next ones' preloads", () => {
    const loader = runLoader(ENTRY, MODULES, []);
    expect(loader.insertedBeforeFrame()).toBe(0); // nothing before the first frame
    const tasks = loader.flush(); // the frame's timeout, the next preloads, the 1 s fallback that does nothing
    expect(tasks[0]).toHaveLength(1);
    expect(described(tasks[0]![0]!)).toEqual([
      ...MODULES.slice(1, LOADER_BATCH).map((file) => ['link', 'modulepreload', file]),
      ['script', 'module', MODULES[0]],
    ]);
    expect(scripts(tasks).map((script) => script.props['src'])).toEqual([MODULES[0]]);
  });

  it("runs the entry's imports one per task, each once the one before it has run (or failed), and the entry last", () => {
    const loader = runLoader(ENTRY, MODULES, []);
    const ran: string[] = [];
    let tasks = loader.flush();
    for (let guard = 0; guard < 10; guard += 1) {
      const last = scripts(tasks).at(-1);
      if (!last) break;
      ran.push(last.props['src'] ?? '');
      const done = last.handlers[ran.length % 2 === 0 ? 'onerror' : 'onload'];
      if (!done) break;
      done();
      tasks = loader.flush();
      // The next script goes in a task of its own, alone.
      expect(tasks.map((inserted) => inserted.flatMap(elements).length)).toEqual([1]);
    }
    expect(ran).toEqual([...MODULES, ENTRY]);
  });

  it('requests every file once, a few per task, so no task is long on a phone', () => {
    const preloads = Array.from({ length: 11 }, (_, n) => `/assets/route-${n}.js`);
    const tasks = runLoader(ENTRY, MODULES, preloads).flush();
    for (const inserted of tasks) {
      expect(inserted).toHaveLength(1);
      expect(elements(inserted[0]!).length).toBeLessThanOrEqual(LOADER_BATCH);
    }
    const requested = tasks.flatMap((inserted) => described(inserted[0]!)).map(([, , file]) => file);
    expect(requested.toSorted()).toEqual([...MODULES, ENTRY, ...preloads].toSorted());
    // The entry's own files first, then the page's.
    expect(requested.slice(0, MODULES.length + 1).toSorted()).toEqual([...MODULES, ENTRY].toSorted());
    expect(tasks.length).toBe(Math.ceil((MODULES.length + 1 + preloads.length) / LOADER_BATCH));
  });
});
