// Typing before hydration (ADR 0022): the server's markup is on screen, and usable, before React
// hydrates the slice that holds it. A field a buyer typed into in that moment must start from what
// they typed, or hydration sets it back to the server's value (the header search, a card's quantity).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** True while React hydrates the server's markup (it reads the server snapshot then), else false. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** What was typed into `input` of the server's markup, or null when it still holds the server's value. */
export function typedIntoServerMarkup(input: Element | null): string | null {
  if (!(input instanceof HTMLInputElement) || input.value === input.defaultValue) return null;
  return input.value;
}
