import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { QueryView, type ReadState } from './query-view';

function state<T>(over: Partial<ReadState<T>>): ReadState<T> {
  return { data: undefined, isError: false, error: null, refetch: vi.fn(), ...over };
}

const list = (rows: string[]) => (
  <QueryView
    query={state({ data: rows })}
    what="invoices"
    isEmpty={(data) => data.length === 0}
    empty="No invoices match these filters."
  >
    {(data) => (
      <ul>
        {data.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    )}
  </QueryView>
);

describe('QueryView', () => {
  it('announces what it loads while there is no data', () => {
    render(
      <QueryView query={state<string[]>({})} what="invoices">
        {() => <p>rows</p>}
      </QueryView>,
    );
    expect(screen.getByRole('status', { name: 'Loading invoices' })).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it("says what failed with the server's words, and tries again on request", async () => {
    const query = state<string[]>({ isError: true, error: new Error('The service is busy.') });
    render(
      <QueryView query={query} what="invoices">
        {() => <p>rows</p>}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'We could not load your invoices. The service is busy.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('offers no Try again for a record that does not exist, and says "the" for the store\'s records', () => {
    const query = state<string>({
      isError: true,
      error: new ApiError(404, 'Order not found.', 'ORDER_NOT_FOUND'),
    });
    render(
      <QueryView query={query} what="order" owner="the">
        {() => <p>order</p>}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toBe('We could not load the order. Order not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the empty line for an empty answer and the data otherwise', () => {
    const { unmount } = render(list([]));
    expect(screen.getByText('No invoices match these filters.')).toBeTruthy();
    unmount();
    render(list(['INV-1', 'INV-2']));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['INV-1', 'INV-2']);
  });

  it('keeps data it has when a later refetch fails', () => {
    render(
      <QueryView
        query={state({ data: ['INV-1'], isError: true, error: new Error('offline') })}
        what="invoices"
      >
        {(data) => <p>{data.join()}</p>}
      </QueryView>,
    );
    expect(screen.getByText('INV-1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
