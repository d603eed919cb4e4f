// The back office's filter bar: its fields are filled from the URL and follow it (Back, Clear),
// Apply writes the filled ones, and a filter the list's query schema refuses is said under its
// field and not applied.
import { AdminAllocationsQuery } from '@medsupply/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { TextField } from './form';
import { FilterBar, useListParams } from './filter-bar';

const DEFAULTS = { q: '', day: '' } as const;

function Allocations() {
  const { filters, setFilters } = useListParams(DEFAULTS);
  return (
    <FilterBar
      label="Find allocations"
      filters={filters}
      query={AdminAllocationsQuery}
      onApply={(values) => setFilters(values)}
      onClear={() => setFilters({})}
    >
      {(field) => (
        <>
          <TextField label="Account or item" {...field('q')} />
          <TextField label="Period holding" {...field('day')} />
        </>
      )}
    </FilterBar>
  );
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '/admin/allocations', element: <Allocations /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('FilterBar', () => {
  it('fills its fields from the URL, writes the filled ones on Apply, and follows Back and Clear', async () => {
    const { router, user } = open('/admin/allocations?q=lakeside');
    const account = screen.getByLabelText<HTMLInputElement>('Account or item');
    expect(account.value).toBe('lakeside');
    await user.clear(account);
    await user.type(account, 'GLV-100');
    await user.type(screen.getByLabelText('Period holding'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=GLV-100&day=2026-11-30'));

    await router.navigate(-1);
    await waitFor(() => expect(account.value).toBe('lakeside'));
    expect(screen.getByLabelText<HTMLInputElement>('Period holding').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(account.value).toBe('');
  });

  it("says under a field what the list's query schema refuses, and applies nothing", async () => {
    const { router, user } = open('/admin/allocations');
    const day = screen.getByLabelText('Period holding');
    await user.type(day, '30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a date as YYYY-MM-DD')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
  });
});
