import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BREAKPOINT_QUERIES, menuStackReducer, useMenuStack } from './use-menu-stack';

describe('menuStackReducer (storefront spec §4 main navigation)', () => {
  it('opens a top-level menu and toggles it closed on a second selection', () => {
    const opened = menuStackReducer([], { type: 'toggle', depth: 0, id: 'products' });
    expect(opened).toEqual(['products']);
    expect(menuStackReducer(opened, { type: 'toggle', depth: 0, id: 'products' })).toEqual([]);
  });

  it('closes deeper menus when a menu at a shallower depth is selected', () => {
    const stack = ['products', 'exam-room', 'gloves'];
    expect(menuStackReducer(stack, { type: 'toggle', depth: 1, id: 'wound-care' })).toEqual([
      'products',
      'wound-care',
    ]);
    expect(menuStackReducer(stack, { type: 'toggle', depth: 1, id: 'exam-room' })).toEqual(['products']);
    expect(menuStackReducer(stack, { type: 'toggle', depth: 0, id: 'company' })).toEqual(['company']);
  });

  it('ignores a menu whose parent is not open', () => {
    expect(menuStackReducer([], { type: 'toggle', depth: 1, id: 'exam-room' })).toEqual([]);
  });

  it('resets everything on close', () => {
    expect(menuStackReducer(['products', 'exam-room'], { type: 'close' })).toEqual([]);
  });
});

function Nav() {
  const [menu, containerRef] = useMenuStack<HTMLDivElement>();
  return (
    <>
      <div ref={containerRef}>
        <button type="button" onClick={() => menu.toggle(0, 'products')}>
          PRODUCTS
        </button>
        {menu.isActive(0, 'products') && (
          <div>
            <button type="button" onClick={() => menu.toggle(1, 'exam-room')}>
              Exam Room
            </button>
            <a href="#gloves" onClick={(event) => event.preventDefault()}>
              Gloves
            </a>
          </div>
        )}
      </div>
      <p data-testid="state">{menu.isOpen ? menu.stack.join('>') : 'closed'}</p>
      <button type="button">Outside</button>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

/** The navigation with PRODUCTS clicked open, and the `user` who clicked it. */
async function openProducts() {
  const user = userEvent.setup();
  render(<Nav />);
  await user.click(screen.getByRole('button', { name: 'PRODUCTS' }));
  return user;
}

describe('useMenuStack', () => {
  it('closes when the visitor clicks outside the navigation', async () => {
    const user = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Exam Room' }));
    expect(state()).toBe('products>exam-room');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(state()).toBe('closed');
  });

  it('tells a press inside from one outside when the press moves no focus', async () => {
    const user = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Exam Room' }));
    // fireEvent stays for the bare mousedown: Safari and touch screens press a button without
    // focusing it, so no focusout tells that the press was outside, and user-event always moves
    // focus on a press.
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Exam Room' }));
    expect(state()).toBe('products>exam-room');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(state()).toBe('closed');
  });

  it('closes when a link inside is clicked', async () => {
    const user = await openProducts();
    await user.click(screen.getByRole('link', { name: 'Gloves' }));
    expect(state()).toBe('closed');
  });

  it('closes when focus leaves the navigation, not when it moves within it', async () => {
    const user = await openProducts();
    // Tab from PRODUCTS to Exam Room, then to Gloves: still inside.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exam Room' }));
    expect(state()).toBe('products');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Gloves' }));
    expect(state()).toBe('products');
    // Then on to Outside.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outside' }));
    expect(state()).toBe('closed');
  });

  it('closes on Escape', async () => {
    const user = await openProducts();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exam Room' }));
    await user.keyboard('{Escape}');
    expect(state()).toBe('closed');
  });

  it('closes when the viewport crosses a breakpoint (767/991 px)', async () => {
    const listeners = new Map<string, Set<() => void>>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: false,
      addEventListener: (_type: string, listener: () => void) => {
        const set = listeners.get(query) ?? new Set();
        set.add(listener);
        listeners.set(query, set);
      },
      removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }));

    await openProducts();
    expect([...listeners.keys()].sort()).toEqual([...BREAKPOINT_QUERIES].sort());
    act(() => listeners.get('(max-width: 991px)')?.forEach((listener) => listener()));
    expect(state()).toBe('closed');
    // Closed menus do not keep listening.
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('exposes toggle and close for callers', () => {
    const { result } = renderHook(() => useMenuStack()[0]);
    act(() => result.current.toggle(0, 'products'));
    act(() => result.current.toggle(1, 'exam-room'));
    expect(result.current.isActive(1, 'exam-room')).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });
});
