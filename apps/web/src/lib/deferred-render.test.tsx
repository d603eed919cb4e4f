// The progressive take-over of server markup (deferred-render.tsx) on the Preact the storefront
// runs: these tests fail if Preact's internal names it relies on change.
import { options, render as renderOverMarkup } from 'preact';
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AfterFirstRender, Deferred, renderOverMarkupInParts } from './deferred-render';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Counter({ label, client }: { label: string; client?: boolean }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      data-part={label}
      className={client ? 'from-client' : 'from-server'}
      onClick={() => setCount((n) => n + 1)}
    >
      {label} {count}
    </button>
  );
}

function Page({ client = false, title = 'Gloves' }: { client?: boolean; title?: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Deferred>
        <Counter label="first" client={client} />
      </Deferred>
      <p>between</p>
      <Deferred>
        <Counter label="second" client={client} />
      </Deferred>
    </main>
  );
}

/** A container holding the server's markup of `page`, as entry-server.tsx would send it. */
function serverMarkup(page: ReactElement = <Page />): HTMLElement {
  const scratch = document.createElement('div');
  renderOverMarkup(page, scratch);
  const container = document.createElement('div');
  container.innerHTML = scratch.innerHTML;
  renderOverMarkup(null, scratch);
  document.body.append(container);
  return container;
}

const part = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLButtonElement>(`[data-part="${label}"]`)!;

/** A part's lazy code that arrives when the test says: `ready` as a part is given it. */
function lazyCode() {
  let arrive!: () => void;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const state = { asked: 0 };
  const ready = () => {
    state.asked += 1;
    return code;
  };
  return { ready, arrive: () => arrive(), asked: () => state.asked };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('renderOverMarkupInParts', () => {
  it('keeps every element of the markup and leaves deferred parts untouched by the first render', async () => {
    const container = serverMarkup();
    const before = Array.from(container.querySelectorAll('*'));
    const html = container.innerHTML;

    const done = renderOverMarkupInParts(() => renderOverMarkup(<Page client />, container));
    // The deferred parts are the server's still: their class is the server's and a click does nothing.
    expect(container.innerHTML).toBe(html);
    part(container, 'first').click();
    expect(part(container, 'first').textContent).toBe('first 0');

    await done;
    expect(Array.from(container.querySelectorAll('*'))).toEqual(before);
    expect(part(container, 'first').className).toBe('from-client');
    expect(part(container, 'second').className).toBe('from-client');
    act(() => {
      part(container, 'second').click();
    });
    expect(part(container, 'second').textContent).toBe('second 1');
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('renders one deferred part per task, in order', async () => {
    const container = serverMarkup();
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Page client />, container));
    expect([part(container, 'first').className, part(container, 'second').className]).toEqual([
      'from-server',
      'from-server',
    ]);
    await nextTask();
    expect([part(container, 'first').className, part(container, 'second').className]).toEqual([
      'from-client',
      'from-server',
    ]);
    await nextTask();
    expect([part(container, 'first').className, part(container, 'second').className]).toEqual([
      'from-client',
      'from-client',
    ]);
    await done;
  });

  it('ends right when the page renders again before a part had its turn', async () => {
    const container = serverMarkup();
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Page client />, container));
    renderOverMarkup(<Page client title="Syringes" />, container);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('h1')?.textContent).toBe('Syringes');
    await done;
    await nextTask();
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(part(container, 'second').className).toBe('from-client');
    act(() => {
      part(container, 'first').click();
    });
    expect(part(container, 'first').textContent).toBe('first 1');
  });

  it('renders a part that needs code only when the code is here, and its turn has come', async () => {
    const { ready, arrive, asked } = lazyCode();
    function Waiting({ client = false }: { client?: boolean }) {
      return (
        <main>
          <Deferred ready={ready}>
            <Counter label="first" client={client} />
          </Deferred>
        </main>
      );
    }
    const container = serverMarkup(<Waiting />);
    const button = part(container, 'first');

    const done = renderOverMarkupInParts(() => renderOverMarkup(<Waiting client />, container));
    // The code starts loading in a task after the first render (asking for a chunk inserts its
    // preload links, which the first render need not carry), once.
    expect(asked()).toBe(0);
    await nextTask();
    await nextTask();
    expect(asked()).toBe(1);
    expect(part(container, 'first').className).toBe('from-server');
    arrive();
    await done; // resolves only once the part that waited for its code is taken over
    expect(part(container, 'first')).toBe(button);
    expect(part(container, 'first').className).toBe('from-client');
  });

  it('gives parts whose code arrives together a task each', async () => {
    const { ready, arrive } = lazyCode();
    function Shared({ client = false }: { client?: boolean }) {
      return (
        <main>
          <Deferred ready={ready}>
            <Counter label="first" client={client} />
          </Deferred>
          <Deferred ready={ready}>
            <Counter label="second" client={client} />
          </Deferred>
        </main>
      );
    }
    const container = serverMarkup(<Shared />);
    const classes = () => [part(container, 'first').className, part(container, 'second').className];

    const done = renderOverMarkupInParts(() => renderOverMarkup(<Shared client />, container));
    await nextTask();
    await nextTask();
    await nextTask();
    expect(classes()).toEqual(['from-server', 'from-server']);
    arrive();
    // Watch the page task by task: the parts change one at a time, never both in one task.
    const seen: string[][] = [];
    for (let turn = 0; turn < 6; turn += 1) {
      await nextTask();
      seen.push(classes());
    }
    expect(seen).toContainEqual(['from-client', 'from-server']);
    expect(seen.at(-1)).toEqual(['from-client', 'from-client']);
    await done;
  });

  it('keeps a part inside a part as markup when the outer one is taken over, and takes it over next', async () => {
    function Nested({ client = false }: { client?: boolean }) {
      return (
        <main>
          <Deferred>
            <section className={client ? 'outer-client' : 'outer-server'}>
              <Deferred>
                <Counter label="inner" client={client} />
              </Deferred>
            </section>
          </Deferred>
        </main>
      );
    }
    const container = serverMarkup(<Nested />);
    const before = Array.from(container.querySelectorAll('*'));

    const done = renderOverMarkupInParts(() => renderOverMarkup(<Nested client />, container));
    const outer = () => container.querySelector('section')?.className;
    expect([outer(), part(container, 'inner').className]).toEqual(['outer-server', 'from-server']);
    await nextTask();
    expect([outer(), part(container, 'inner').className]).toEqual(['outer-client', 'from-server']);
    await nextTask();
    expect([outer(), part(container, 'inner').className]).toEqual(['outer-client', 'from-client']);
    await done;
    expect(Array.from(container.querySelectorAll('*'))).toEqual(before);
    act(() => {
      part(container, 'inner').click();
    });
    expect(part(container, 'inner').textContent).toBe('inner 1');
  });

  it('finishes when the page goes away before its parts had their turn', async () => {
    const container = serverMarkup();
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Page client />, container));
    renderOverMarkup(<p>Another page</p>, container);
    await done;
    expect(container.textContent).toBe('Another page');
  });

  it("runs each part's effects in a task of their own, before the next part, then leaves Preact's schedule as it was", async () => {
    const log: string[] = [];
    function Logged({ label, client = false }: { label: string; client?: boolean }) {
      if (client) log.push(`render ${label}`);
      useEffect(() => {
        log.push(`effect ${label}`);
      }, [label]);
      return <p data-part={label}>{label}</p>;
    }
    function Effects({ client = false }: { client?: boolean }) {
      return (
        <main>
          <Deferred>
            <Logged label="first" client={client} />
          </Deferred>
          <Deferred>
            <Logged label="second" client={client} />
          </Deferred>
        </main>
      );
    }
    const container = serverMarkup(<Effects />);
    log.length = 0;
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Effects client />, container));
    expect(typeof options.requestAnimationFrame).toBe('function');
    await done;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['render first', 'effect first', 'render second', 'effect second']);
    expect(typeof options.requestAnimationFrame).toBe('undefined');
  });

  it('renders the parts at once outside the render over markup', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(<Page client />);
    });
    expect(part(container, 'first').className).toBe('from-client');
    act(() => {
      part(container, 'first').click();
    });
    expect(part(container, 'first').textContent).toBe('first 1');
  });
});

describe('AfterFirstRender', () => {
  /** Something without markup (a watcher): says when it renders. */
  const mounted: string[] = [];
  function Watcher({ name }: { name: string }) {
    mounted.push(name);
    return null;
  }

  /** The shape of main.tsx: watchers beside the page, the page's frame one deferred element. */
  function App({ client = false, watchers = true }: { client?: boolean; watchers?: boolean }) {
    return (
      <>
        {watchers && (
          <AfterFirstRender>
            <Watcher name="session" />
          </AfterFirstRender>
        )}
        <Deferred>
          <Page client={client} />
        </Deferred>
        {watchers && (
          <AfterFirstRender>
            <Watcher name="toaster" />
          </AfterFirstRender>
        )}
      </>
    );
  }

  beforeEach(() => {
    mounted.length = 0;
  });

  it('renders nothing over the markup at first, then its children in a later task, and the page waits for them', async () => {
    const container = serverMarkup(<App />);
    mounted.length = 0; // the server's render rendered them too
    const before = Array.from(container.querySelectorAll('*'));
    let settled = false;
    const done = renderOverMarkupInParts(() => renderOverMarkup(<App client />, container)).then(() => {
      settled = true;
    });
    // The first render is the frame alone: no watcher, the page still the server's.
    expect(mounted).toEqual([]);
    expect(part(container, 'first').className).toBe('from-server');
    // Task by task (earlier tests may have left turns in the queue): the watchers come one at a time.
    for (let turn = 0; turn < 20 && mounted.length === 0; turn += 1) await nextTask();
    expect(mounted).toEqual(['session']);
    expect(settled).toBe(false);
    await done;
    expect(mounted).toEqual(['session', 'toaster']);
    // The markup is kept whole, and the page is the app's.
    expect(Array.from(container.querySelectorAll('*'))).toEqual(before);
    expect(part(container, 'second').className).toBe('from-client');
  });

  it('renders its children at once outside the render over markup', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(<App client />);
    });
    expect(mounted).toEqual(['session', 'toaster']);
  });

  it('lets the page finish when it goes away before its turn, and never renders its children', async () => {
    const container = serverMarkup(<App />);
    mounted.length = 0; // the server's render rendered them too
    const done = renderOverMarkupInParts(() => renderOverMarkup(<App client />, container));
    renderOverMarkup(<App client watchers={false} />, container);
    await done;
    expect(mounted).toEqual([]);
    expect(part(container, 'first').className).toBe('from-client');
  });
});

describe('a nearView part', () => {
  /** A stand-in IntersectionObserver (jsdom has none): the test says what is near the viewport. */
  const observed = new Map<Element, { report: (near: boolean) => void; margin: string | undefined }>();
  let observers = 0;
  class FakeObserver {
    private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
    private readonly margin: string | undefined;
    private readonly mine = new Set<Element>();
    constructor(
      callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
      init?: { rootMargin?: string },
    ) {
      observers += 1;
      this.callback = callback;
      this.margin = init?.rootMargin;
    }
    observe(target: Element) {
      this.mine.add(target);
      observed.set(target, {
        report: (near) => this.callback([{ isIntersecting: near, target }]),
        margin: this.margin,
      });
    }
    disconnect() {
      for (const target of this.mine) observed.delete(target);
      this.mine.clear();
    }
  }
  beforeEach(() => {
    observed.clear();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function Lower({ client = false, page = true }: { client?: boolean; page?: boolean }) {
    return (
      <main>
        <Deferred>
          <Counter label="top" client={client} />
        </Deferred>
        {page && (
          <Deferred nearView>
            <Counter label="lower" client={client} />
          </Deferred>
        )}
      </main>
    );
  }

  const report = (element: Element, near: boolean) => {
    const watcher = observed.get(element);
    if (!watcher) throw new Error('not observed');
    watcher.report(near);
  };

  it('further down the page is left as markup, and the page is ready without it', async () => {
    const container = serverMarkup(<Lower />);
    const lower = part(container, 'lower');
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Lower client />, container));
    expect(observed.get(lower)?.margin).toBe('25% 0px');
    report(lower, false);
    await done;
    expect(part(container, 'top').className).toBe('from-client');
    await nextTask();
    await nextTask();
    expect(part(container, 'lower').className).toBe('from-server');

    // Scrolled towards: taken over in a turn of its own, the element kept.
    report(lower, true);
    expect(part(container, 'lower').className).toBe('from-server');
    await nextTask();
    await nextTask();
    expect(part(container, 'lower')).toBe(lower);
    expect(part(container, 'lower').className).toBe('from-client');
    expect(observed.has(lower)).toBe(false);
    act(() => {
      part(container, 'lower').click();
    });
    expect(part(container, 'lower').textContent).toBe('lower 1');
  });

  it('near the viewport at the start is taken over as any part, and the page waits for it', async () => {
    const container = serverMarkup(<Lower />);
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Lower client />, container));
    let finished = false;
    void done.then(() => (finished = true));
    await nextTask();
    await nextTask();
    expect(finished).toBe(false); // no word from the observer yet
    report(part(container, 'lower'), true);
    await done;
    expect(part(container, 'lower').className).toBe('from-client');
  });

  it('is taken over as soon as it is pressed, so that the click that follows works', async () => {
    const container = serverMarkup(<Lower />);
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Lower client />, container));
    const lower = part(container, 'lower');
    report(lower, false);
    await done;
    lower.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve(); // the take-over follows in a microtask, before the next event's task
    await Promise.resolve();
    expect(lower.className).toBe('from-client');
    expect(observed.has(lower)).toBe(false);
    act(() => {
      lower.click();
    });
    expect(lower.textContent).toBe('lower 1');
  });

  it('is watched once when the page renders again before it is near', async () => {
    const container = serverMarkup(<Lower />);
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Lower client />, container));
    const lower = part(container, 'lower');
    report(lower, false);
    await done;
    observers = 0;
    renderOverMarkup(<Lower client />, container);
    await nextTask();
    expect(observers).toBe(0);
    expect(part(container, 'lower')).toBe(lower);
    expect(lower.className).toBe('from-server');
    report(lower, true);
    await nextTask();
    await nextTask();
    expect(lower.className).toBe('from-client');
    expect(observed.size).toBe(0);
  });

  it('is taken over in turn where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const container = serverMarkup(<Lower />);
    await renderOverMarkupInParts(() => renderOverMarkup(<Lower client />, container));
    expect(part(container, 'lower').className).toBe('from-client');
  });

  it('with code of its own, asks for it only once near, and is taken over when it is here', async () => {
    const { ready, arrive, asked } = lazyCode();
    function Footed({ client = false }: { client?: boolean }) {
      return (
        <main>
          <Deferred>
            <Counter label="top" client={client} />
          </Deferred>
          <Deferred nearView ready={ready}>
            <Counter label="footer" client={client} />
          </Deferred>
        </main>
      );
    }
    const container = serverMarkup(<Footed />);
    const footer = part(container, 'footer');
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Footed client />, container));
    report(footer, false);
    await done;
    await nextTask();
    await nextTask();
    expect(asked()).toBe(0); // far down: its code is not even asked for
    expect(footer.className).toBe('from-server');

    report(footer, true);
    await nextTask();
    await nextTask();
    expect(asked()).toBe(1);
    expect(footer.className).toBe('from-server'); // waits for its code
    arrive();
    await nextTask();
    await nextTask();
    expect(part(container, 'footer')).toBe(footer);
    expect(footer.className).toBe('from-client');
  });

  it('stops watching when the page goes away before it was near', async () => {
    const container = serverMarkup(<Lower />);
    const done = renderOverMarkupInParts(() => renderOverMarkup(<Lower client />, container));
    const lower = part(container, 'lower');
    report(lower, false);
    await done;
    renderOverMarkup(<Lower client page={false} />, container);
    expect(observed.has(lower)).toBe(false);
    expect(container.querySelector('[data-part="lower"]')).toBeNull();
  });
});
