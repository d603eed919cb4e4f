// Where the keyboard is after a client-side navigation. A followed link or a pressed button that
// belonged to the page left behind is gone with it, and the focus with it: the browser puts it on
// <body> and the next Tab started from wherever the removed control had been (or left the page
// altogether, to the address bar). A document load starts at the top; here the page's main content
// takes the focus instead (the skip link's target, tabIndex -1), so the next Tab goes into the new
// page and Shift+Tab back into the header. Focus that survived the navigation (the header's search,
// a filter, the menu button a closed navigation gave it back to) is left where it is.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useFocusAfterNavigation(mainId: string): void {
  const { key } = useLocation();
  // The location this layout was first rendered at: a document load, which the browser handles.
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [key, mainId]);
}
