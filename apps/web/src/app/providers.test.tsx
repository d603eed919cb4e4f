import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToken, setToken } from '@/lib/storage';
import { toast } from '@/lib/toast';

import { AppProviders } from './providers';

vi.mock('./session-watcher', () => ({ SessionWatcher: () => <p>session watcher</p> }));

const renderProviders = () =>
  render(
    <AppProviders queryClient={new QueryClient()}>
      <p>page</p>
    </AppProviders>,
  );

describe('AppProviders', () => {
  afterEach(() => clearToken());

  it('mounts the toaster with the first toast, and shows that toast', async () => {
    const { container } = renderProviders();
    await screen.findByText('page');
    // Its code is here, so an eager toaster would have rendered by now.
    await act(async () => {
      await import('./toaster');
    });
    expect(container.ownerDocument.querySelector('[aria-label^="Notifications"]')).toBeNull();

    act(() => {
      toast.error('Cart could not be updated');
    });
    expect(await screen.findByText('Cart could not be updated')).toBeTruthy();
    expect(container.ownerDocument.querySelector('[aria-label^="Notifications"]')).not.toBeNull();
  });

  it('keeps the session watcher running while a token is stored, expired or not', async () => {
    renderProviders();
    await screen.findByText('page');
    expect(screen.queryByText('session watcher')).toBeNull();

    act(() => setToken('expired-token', Date.now() - 1000));
    expect(await screen.findByText('session watcher')).toBeTruthy();

    act(() => clearToken());
    expect(screen.queryByText('session watcher')).toBeNull();
  });
});
