import { act, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyWithPreload', () => {
  it('suspends until the code arrives, then renders it', async () => {
    let arrive!: () => void;
    const Lazy = lazyWithPreload(
      () =>
        new Promise<{ default: typeof Greeting }>(
          (resolve) => (arrive = () => resolve({ default: Greeting })),
        ),
    );
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy name="clinic" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeDefined();
    await act(async () => {
      arrive();
      await Lazy.preload();
    });
    expect(screen.getByText('Hello clinic')).toBeDefined();
  });

  it('renders at once, without its fallback, once preload() has resolved', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Greeting }));
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy name="buyer" />
      </Suspense>,
    );
    // No act() flush: the first render already shows the component.
    expect(screen.getByText('Hello buyer')).toBeDefined();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads once however often it is preloaded', async () => {
    let loads = 0;
    const Lazy = lazyWithPreload(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('shows a failed load to the error boundary, and tries again later', async () => {
    let attempts = 0;
    const Lazy = lazyWithPreload<{ name: string }>(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('offline'));
      return Promise.resolve({ default: Greeting });
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    const caught: unknown[] = [];
    render(
      <Boundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Lazy name="again" />
        </Suspense>
      </Boundary>,
      // React reports an error its boundary caught; here it is the expected one, kept.
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(screen.getByRole('alert').textContent).toBe('offline');
    expect(caught).toEqual([new Error('offline')]);
    await Lazy.preload();
    expect(attempts).toBe(2);
  });
});
