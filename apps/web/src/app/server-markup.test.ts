// The browser's side of server rendering (ADR 0012): a visitor's browser keeps the server's markup
// and starts on the page's own code; a signed-in buyer's browser drops the anonymous markup.
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { adoptServerMarkup, loadMatchedRoutes } from './server-markup';

function Page() {
  return null;
}

function routesWithLazyPage() {
  const lazy = vi.fn(async () => ({ Component: Page }));
  const routes: RouteObject[] = [{ path: '/', children: [{ path: 'product/:id', lazy }] }];
  return { routes, lazy };
}

function serverRoot(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-ssr', '');
  root.innerHTML = '<main><h1>PureWave Nitrile Exam Gloves</h1></main>';
  return root;
}

describe('adoptServerMarkup', () => {
  it("keeps a visitor's markup for hydration and loads the matched route's code first", async () => {
    window.history.replaceState(null, '', '/product/42');
    const { routes, lazy } = routesWithLazyPage();
    const root = serverRoot();
    await expect(adoptServerMarkup(root, routes, false)).resolves.toBe(true);
    expect(lazy).toHaveBeenCalledOnce();
    expect(routes[0]?.children?.[0]).toMatchObject({ Component: Page, lazy: undefined });
    expect(root.querySelector('h1')?.textContent).toBe('PureWave Nitrile Exam Gloves');
    expect(root.hasAttribute('data-ssr')).toBe(false);
  });

  it('drops the anonymous markup for a signed-in buyer, who renders their own page', async () => {
    window.history.replaceState(null, '', '/product/42');
    const { routes, lazy } = routesWithLazyPage();
    const root = serverRoot();
    await expect(adoptServerMarkup(root, routes, true)).resolves.toBe(false);
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute('data-ssr')).toBe(false);
    expect(lazy).not.toHaveBeenCalled();
  });

  it('renders as before on a page the server did not render', async () => {
    const { routes, lazy } = routesWithLazyPage();
    const root = document.createElement('div');
    await expect(adoptServerMarkup(root, routes, false)).resolves.toBe(false);
    expect(lazy).not.toHaveBeenCalled();
  });
});

describe('loadMatchedRoutes', () => {
  it('leaves routes of other paths lazy', async () => {
    const { routes, lazy } = routesWithLazyPage();
    await loadMatchedRoutes(routes, '/about');
    expect(lazy).not.toHaveBeenCalled();
  });
});
