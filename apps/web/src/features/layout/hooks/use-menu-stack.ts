// State of the main navigation (storefront spec §4): open or closed, with a stack of active menus
// by depth. Selecting a menu toggles it and closes deeper ones; close resets everything; it closes
// on an outside click, a breakpoint change, a link click and when focus leaves.
import { useCallback, useLayoutEffect, useReducer, useState } from 'react';

/** storefront spec §9: mobile up to 767 px, tablet up to 991 px, desktop from 992 px. */
export const BREAKPOINT_QUERIES = ['(max-width: 767px)', '(max-width: 991px)'] as const;

export type MenuStack = readonly string[];

export type MenuStackAction = { type: 'toggle'; depth: number; id: string } | { type: 'close' };

export function menuStackReducer(stack: MenuStack, action: MenuStackAction): MenuStack {
  switch (action.type) {
    case 'toggle': {
      const { depth, id } = action;
      // A menu can only open under an open parent; depth 0 is always reachable.
      if (depth < 0 || depth > stack.length) return stack;
      if (stack[depth] === id) return stack.slice(0, depth);
      return [...stack.slice(0, depth), id];
    }
    case 'close':
      return stack.length === 0 ? stack : [];
  }
}

export interface MenuStackApi {
  stack: MenuStack;
  isOpen: boolean;
  isActive: (depth: number, id: string) => boolean;
  toggle: (depth: number, id: string) => void;
  close: () => void;
}

/** A callback ref for the element that holds the triggers and the open panels. */
export type MenuContainerRef<T extends HTMLElement> = (element: T | null) => void;

/**
 * Returns the menu state and a ref for its container. They are separate so render code reading
 * the state is never mistaken for reading a ref.
 */
export function useMenuStack<T extends HTMLElement = HTMLElement>(): [MenuStackApi, MenuContainerRef<T>] {
  const [stack, dispatch] = useReducer(menuStackReducer, []);
  // A callback ref kept in state (not useRef) so the listeners re-attach if the element changes.
  const [container, containerRef] = useState<T | null>(null);
  const isOpen = stack.length > 0;

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const toggle = useCallback((depth: number, id: string) => dispatch({ type: 'toggle', depth, id }), []);
  const isActive = useCallback((depth: number, id: string) => stack[depth] === id, [stack]);

  // A layout effect: the listeners are in place as soon as the menu is open, before the browser
  // handles the next event. A passive effect runs after the next frame, and an Escape pressed
  // right after the click that opened the menu (a browser journey's, or a quick keyboard user's)
  // found none and left the menu open.
  useLayoutEffect(() => {
    if (!isOpen || !container) return;

    const isInside = (target: EventTarget | null) => target instanceof Node && container.contains(target);

    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!isInside(event.target)) close();
    };
    // On the document, not the container: the document's own listeners run after React's (it
    // listens at its root, registered first), so the link's router navigation has been handled
    // when the menu closes. Closed from the container, the menu's state was flushed before React
    // saw the click (a microtask between listeners), the link was gone, and the browser followed
    // it as a plain link: a whole new document, and the focus lost with the old one.
    const onClick = (event: MouseEvent) => {
      if (isInside(event.target) && event.target instanceof Element && event.target.closest('a[href]'))
        close();
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget is null when focus goes to the page body or another window: that leaves too.
      if (!isInside(event.relatedTarget)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };

    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('click', onClick);
    container.addEventListener('focusout', onFocusOut);
    container.addEventListener('keydown', onKeyDown);

    const mediaQueries =
      typeof window.matchMedia === 'function'
        ? BREAKPOINT_QUERIES.map((query) => window.matchMedia(query))
        : [];
    for (const mediaQuery of mediaQueries) mediaQuery.addEventListener('change', close);

    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('click', onClick);
      container.removeEventListener('focusout', onFocusOut);
      container.removeEventListener('keydown', onKeyDown);
      for (const mediaQuery of mediaQueries) mediaQuery.removeEventListener('change', close);
    };
  }, [isOpen, close, container]);

  return [{ stack, isOpen, isActive, toggle, close }, containerRef];
}
