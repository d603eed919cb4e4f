// False on the server and while React hydrates the server's markup, true from then on (and on a
// client render): the one answer to "has this slice hydrated?" (browser storage can be read, a
// typed value can be taken over, a form's controls can be enabled).
// A form the server renders keeps its controls disabled until then: a change made before the
// form's slice hydrates would be reset by react-hook-form's defaults and lost (issue 19).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
