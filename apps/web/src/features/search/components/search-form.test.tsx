import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';
import { suggestionsFixture } from '@/test/catalog-fixtures';
import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';

import { TYPEAHEAD_DEBOUNCE_MS } from '../constants';

import { SearchForm } from './search-form';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The form at `initialPath`; `user` types and clicks (pass one set up for fake timers if they run). */
function renderSearch(initialPath = '/', user: UserEvent = userEvent.setup()) {
  const element = (
    <>
      <SearchForm />
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/products/:page', element },
      { path: '/product/:id', element },
      { path: '/myaccount/menu/invoices', element },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    user,
    input: screen.getByRole('combobox', { name: 'Search products' }),
    submit: () => user.click(screen.getByRole('button', { name: 'Search' })),
    location: () => screen.getByTestId('location').textContent,
  };
}

describe('SearchForm', () => {
  it('goes to /products/1 with the search term', async () => {
    const { user, input, submit, location } = renderSearch();
    await user.type(input, 'nitrile gloves');
    await submit();
    expect(location()).toBe('/products/1?search=nitrile+gloves');
  });

  it('strips markup from the term before searching', async () => {
    const { user, input, submit, location } = renderSearch();
    await user.type(input, '<b>gauze</b><script>alert(1)</script> pads');
    await submit();
    expect(location()).toBe('/products/1?search=gauze+pads');
    expect((input as HTMLInputElement).value).toBe('gauze pads');
  });

  it('decodes entities and drops invisible characters like the API does', async () => {
    const { user, input, submit, location } = renderSearch();
    // A paste, as from a web page or a document: the zero-width space is not on a keyboard.
    await user.click(input);
    await user.paste('gauze&nbsp;&amp;\u200b tape');
    await submit();
    expect(location()).toBe('/products/1?search=gauze+%26+tape');
  });

  it('ignores a blank or markup-only search', async () => {
    const { user, input, submit, location } = renderSearch();
    await user.type(input, '    ');
    await submit();
    expect(location()).toBe('/');
    await user.clear(input);
    await user.type(input, '<p> </p>{Enter}');
    expect(location()).toBe('/');
    expect((input as HTMLInputElement).value).toBe('<p> </p>');
  });

  it('shows the current search term on the results page', () => {
    const { input } = renderSearch('/products/1?search=masks');
    expect((input as HTMLInputElement).value).toBe('masks');
  });

  it("leaves another page's ?search= (a list's own filter) out of the field", () => {
    const { input } = renderSearch('/myaccount/menu/invoices?search=INV');
    expect((input as HTMLInputElement).value).toBe('');
  });
});

describe('SearchForm type-ahead (storefront spec §2.9, §5)', () => {
  let suggestionRequests: RecordedRequest[];
  let clickRequests: RecordedRequest[];
  let hitCount: number;
  const clicks = () => clickRequests;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    suggestionRequests = [];
    clickRequests = [];
    hitCount = 5;
    mockApi({
      'GET /api/search/suggestions': (request) => {
        suggestionRequests.push(request);
        const q = new URL(request.url, 'http://127.0.0.1').searchParams.get('q') ?? '';
        return json(suggestionsFixture(q, hitCount));
      },
      'POST /api/search/click': (request) => {
        clickRequests.push(request);
        return json({ eventName: 'Product Clicked', queryID: 'q-123', objectIDs: ['1'], position: 1 });
      },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The form with a `user` whose key presses advance the fake clock as real ones would. */
  const renderTypeahead = () => renderSearch('/', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));

  /** Types `value` into the search, then waits out the type-ahead debounce. */
  async function type(user: UserEvent, input: HTMLElement, value: string) {
    await user.type(input, value);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS + 10);
    });
  }

  it('asks nothing for a trimmed term under 3 characters', async () => {
    const { user, input } = renderTypeahead();
    await type(user, input, '  gl  ');
    expect(suggestionRequests).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows 5 suggestions with item name and display name, then See All Results', async () => {
    const { user, input, location } = renderTypeahead();
    await type(user, input, 'glo');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(6));
    expect(suggestionRequests).toHaveLength(1);
    expect(new URL(suggestionRequests[0]?.url ?? '', 'http://127.0.0.1').searchParams.get('q')).toBe('glo');
    const options = within(listbox).getAllByRole('option');
    expect(options[0]?.textContent).toContain('MER-100');
    expect(options[0]?.textContent).toContain('Nitrile Gloves 1');
    expect(options[5]?.textContent).toBe('See All Results');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    // Keyboard: up from the input wraps to See All Results; Enter searches for the term.
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[5]?.id);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/products/1?search=glo');
  });

  it('leaves out See All Results when fewer than 5 match', async () => {
    hitCount = 3;
    const { user, input } = renderTypeahead();
    await type(user, input, 'gauze');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(within(listbox).queryByText('See All Results')).toBeNull();
  });

  it('opens the chosen product and reports the click for a logged-in user only', async () => {
    signIn();
    const { user, input, location } = renderTypeahead();
    await type(user, input, 'glo');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/product/nitrile-gloves-2');
    await waitFor(() => expect(clicks()).toHaveLength(1));
    expect(JSON.parse(clicks()[0]?.body ?? '{}')).toEqual({ queryID: 'q-123', objectIDs: [2], position: 1 });
  });

  it('sends no click event for a visitor', async () => {
    const { user, input, location } = renderTypeahead();
    await type(user, input, 'glo');
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(location()).toBe('/product/nitrile-gloves-1');
    expect(clicks()).toHaveLength(0);
  });
});

describe('SearchForm on a server-rendered page (ADR 0022)', () => {
  /** The form inside its providers at `path`, as the server renders it and the browser hydrates it. */
  function page(path: string) {
    const router = createMemoryRouter([{ path: '*', element: <SearchForm /> }], { initialEntries: [path] });
    return (
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }

  /** A container with the server's markup of the page at `path`. */
  function serverMarkup(path: string): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(path));
    document.body.append(container);
    return container;
  }

  const combobox = (container: HTMLElement) =>
    within(container).getByRole<HTMLInputElement>('combobox', { name: 'Search products' });

  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it('keeps what a visitor typed before the app hydrated the markup', async () => {
    const container = serverMarkup('/');
    const typedInto = combobox(container);
    await userEvent.setup().type(typedInto, 'nitr');
    act(() => {
      root = hydrateRoot(container, page('/'));
    });
    // The same element (its focus and caret survive), holding the visitor's text.
    expect(combobox(container)).toBe(typedInto);
    expect(typedInto.value).toBe('nitr');
  });

  it("starts from the page's search term when nothing was typed", () => {
    const container = serverMarkup('/products/1?search=masks');
    expect(combobox(container).value).toBe('masks');
    act(() => {
      root = hydrateRoot(container, page('/products/1?search=masks'));
    });
    expect(combobox(container).value).toBe('masks');
  });
});
