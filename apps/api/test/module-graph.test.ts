// The import graph of the API's modules (ARCHITECTURE §4, ADR 0034): built from the source, it has
// no circle, and the order-to-cash module is what the faces of the lifecycle (checkout, orders,
// transactions, subscriptions, the back office, the account dashboard) call, while it calls none of
// them. Who may write which table is test/table-writers.test.ts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/** module → the other modules its source (tests and fixtures aside) imports. */
async function moduleGraph(): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  const walk = async (dir: string, module: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full, module);
        continue;
      }
      if (!entry.name.endsWith('.ts') || /\.test\.ts$|\.fixtures\.ts$/.test(entry.name)) continue;
      const text = await readFile(full, 'utf8');
      for (const m of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(full), m[1] ?? ''));
        const other = target.split(path.sep)[0];
        if (other && !other.startsWith('..') && other !== module) graph.get(module)?.add(other);
      }
    }
  };
  for (const entry of await readdir(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    graph.set(entry.name, new Set());
    await walk(path.join(modulesDir, entry.name), entry.name);
  }
  return graph;
}

/** A circle of imports, as the modules on it, or null when there is none. */
function circleIn(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('the modules’ import graph', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(circleIn(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      circleIn(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeNull();
  });

  it('has no circle', async () => {
    expect(circleIn(await moduleGraph())).toBeNull();
  });

  it('has the lifecycle’s faces call order-to-cash, which calls none of them', async () => {
    const graph = await moduleGraph();
    const callers = [...graph].filter(([, deps]) => deps.has('order-to-cash')).map(([m]) => m);
    expect(callers.sort()).toEqual([
      'account',
      'back-office',
      // Issue 34: the product page's dating comes from the lots order-to-cash keeps.
      'catalog',
      'checkout',
      'notifications',
      'orders',
      'punchout',
      // Issue 34: publishing a recall takes its lots' units out of the stock order-to-cash keeps.
      'recalls',
      // Issue 34: a return's credit and its controlled-substance record.
      'returns',
      'spend-control',
      'subscriptions',
      'transactions',
    ]);
    // What order-to-cash stands on: carts, item lists, payment methods and the PDF documents.
    expect([...(graph.get('order-to-cash') ?? [])].sort()).toEqual([
      'cart',
      'documents',
      'item-lists',
      'payments',
    ]);
  });
});
