// The document's press capture (ADR 0045) against React 19 itself: server markup pressed before
// React hydrates it, or while the slice's code is still on its way, answers once the code is there.
import { act } from '@testing-library/react';
import { Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { pressCaptureScript } from './press-capture';

beforeAll(() => {
  // The document's script as the server inlines it: its source alone, run in the page (a function
  // made from the text is how this test runs text; the page runs it as an inline script).
  const source = pressCaptureScript().replace(/\)\(window\)$/, ')(arguments[0])');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inlined text itself is under test
  const run = new Function(source) as (page: Window) => void;
  run(window);
});

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/** The server's markup of `ui` in the document, not yet hydrated. */
function serverMarkup(ui: ReactNode): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

function hydrate(ui: ReactNode) {
  act(() => {
    if (container) root = hydrateRoot(container, ui);
  });
}

/** Waits for the capture's ticks (50 ms each) to replay what it held. */
const ticks = (count = 4) => act(() => new Promise<void>((resolve) => setTimeout(resolve, 60 * count)));

const press = (element: Element | null) =>
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** A component whose code arrives when `release()` is called (a lazily loaded chunk held back). */
function heldChunk<P extends object>(component: ComponentType<P>) {
  let release: () => void = () => undefined;
  const arrived = new Promise<{ default: ComponentType<P> }>((resolve) => {
    release = () => resolve({ default: component });
  });
  return { Lazy: lazy(() => arrived), release };
}

function Counter({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button type="button" onClick={onPress}>
      <span>{label}</span>
    </button>
  );
}

describe('press capture', () => {
  it('answers a button pressed before React runs, once, however often it was pressed', async () => {
    const presses: string[] = [];
    const ui = <Counter label="Open cart" onPress={() => presses.push('cart')} />;
    const markup = serverMarkup(ui);
    const span = markup.querySelector('span');
    press(span);
    press(span);
    expect(presses).toEqual([]);

    hydrate(ui);
    await ticks();
    expect(presses).toEqual(['cart']);
    press(span);
    expect(presses).toEqual(['cart', 'cart']);
  });

  it('answers a button whose slice waits for its chunk after the page hydrated', async () => {
    const presses: string[] = [];
    const chunk = heldChunk(Counter);
    const ui = (
      <main>
        <p>Ready</p>
        <Suspense fallback={null}>
          <chunk.Lazy label="Account" onPress={() => presses.push('account')} />
        </Suspense>
      </main>
    );
    // On the server the chunk's code is there: the markup holds the button.
    const markup = serverMarkup(
      <main>
        <p>Ready</p>
        <Suspense fallback={null}>
          <Counter label="Account" onPress={() => undefined} />
        </Suspense>
      </main>,
    );
    hydrate(ui);
    press(markup.querySelector('button'));
    await ticks();
    expect(presses).toEqual([]);

    await act(async () => {
      chunk.release();
      await Promise.resolve();
    });
    await ticks();
    expect(presses).toEqual(['account']);
  });

  it('chooses a radio whose label was pressed before React ran, not the one the server checked', async () => {
    function Choices() {
      const [chosen, setChosen] = useState('north');
      return (
        <form aria-label="Ship to">
          {['north', 'south'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="ship"
                value={value}
                checked={chosen === value}
                onChange={() => setChosen(value)}
              />
              <span>{value}</span>
            </label>
          ))}
          <output>{chosen}</output>
        </form>
      );
    }
    const markup = serverMarkup(<Choices />);
    press(markup.querySelectorAll('label span')[1] ?? null);
    // Held: the browser does not check it behind React's back.
    expect(markup.querySelector<HTMLInputElement>('input[value=south]')?.checked).toBe(false);

    hydrate(<Choices />);
    await ticks();
    expect(markup.querySelector('output')?.textContent).toBe('south');
    expect(markup.querySelector<HTMLInputElement>('input[value=south]')?.checked).toBe(true);
  });

  it('sends a form without an action of its own through its submit handler, once', async () => {
    const submitted: string[] = [];
    const ui = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push('continue');
        }}
      >
        <button type="submit">Continue</button>
      </form>
    );
    const markup = serverMarkup(ui);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    markup.querySelector('button')?.dispatchEvent(click);
    // Held: the browser does not send the form to the page's own address.
    expect(click.defaultPrevented).toBe(true);

    hydrate(ui);
    await ticks();
    expect(submitted).toEqual(['continue']);
  });

  it('keeps a press on a button that is disabled when its code arrives, and makes it once it is enabled', async () => {
    const submitted: string[] = [];
    // Continue to review: enabled in the server's markup (its totals were read there), disabled in
    // the browser while the totals of a ship-to chosen before the code are worked out.
    const form = (calculating: boolean) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push('review');
        }}
      >
        <button type="submit" disabled={calculating}>
          Continue to review
        </button>
      </form>
    );
    const markup = serverMarkup(form(false));
    press(markup.querySelector('button'));
    hydrate(form(false));
    act(() => root?.render(form(true)));
    await ticks(6);
    act(() => root?.render(form(true)));
    await ticks(6);
    expect(submitted).toEqual([]);

    act(() => root?.render(form(false)));
    await ticks();
    expect(submitted).toEqual(['review']);
  });

  it('submits a form sent without a click (Enter in its only field) once React has it', async () => {
    const submitted: string[] = [];
    const ui = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push('search');
        }}
      >
        <input aria-label="Term" />
      </form>
    );
    const markup = serverMarkup(ui);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    markup.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    hydrate(ui);
    await ticks();
    expect(submitted).toEqual(['search']);
  });

  it('answers a button hydrated beside a part whose chunk is still held, once', async () => {
    const presses: string[] = [];
    const chunk = heldChunk(() => <p>Suggestions</p>);
    const ui = (
      <Suspense fallback={null}>
        <Counter label="Notifications" onPress={() => presses.push('bell')} />
        <chunk.Lazy />
      </Suspense>
    );
    const markup = serverMarkup(
      <Suspense fallback={null}>
        <Counter label="Notifications" onPress={() => undefined} />
        <p>Suggestions</p>
      </Suspense>,
    );
    hydrate(ui);
    press(markup.querySelector('span'));
    await ticks();
    expect(presses).toEqual([]);

    await act(async () => {
      chunk.release();
      await Promise.resolve();
    });
    await ticks();
    expect(presses).toEqual(['bell']);
  });

  it('leaves links, text fields and forms with an action to the browser', () => {
    const markup = serverMarkup(
      <div>
        <a href="#cart">Cart</a>
        <input aria-label="Search" />
        <form action="/products/1">
          <button type="submit">Search</button>
        </form>
      </div>,
    );
    for (const element of markup.querySelectorAll('a, input, button')) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      expect(event.defaultPrevented, element.outerHTML).toBe(false);
    }
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    markup.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('does not touch a press React answers itself', () => {
    const presses: string[] = [];
    const ui = <Counter label="Bell" onPress={() => presses.push('bell')} />;
    serverMarkup(ui);
    hydrate(ui);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    container?.querySelector('button')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(presses).toEqual(['bell']);
  });
});
