// Typing before hydration (ADR 0022): the server's markup is on screen, and usable, before React
// hydrates the slice that holds it. A field a buyer typed into in that moment must start from what
// they typed, or hydration sets it back to the server's value (the header search, a card's quantity).
// A component asks while it hydrates (useHydrated() is false then).

// React may start hydrating a slice, yield, and start it again from scratch (an update arrived in
// between). The first try already wrote the input's state into its `defaultValue` (React does this
// while it renders a hydrated input), so a second look would take the typed text for the server's
// value and hydrate the field empty: the first answer for an element is the answer.
const firstAnswer = new WeakMap<HTMLInputElement, string | null>();

/** What was typed into `input` of the server's markup, or null when it still holds the server's value. */
export function typedIntoServerMarkup(input: Element | null): string | null {
  if (!(input instanceof HTMLInputElement)) return null;
  const known = firstAnswer.get(input);
  if (known !== undefined) return known;
  const typed = input.value === input.defaultValue ? null : input.value;
  firstAnswer.set(input, typed);
  return typed;
}
