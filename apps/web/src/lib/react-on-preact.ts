// What `import … from 'react'` resolves to (ADR 0009): Preact's React compatibility layer, plus the
// one React 19 export it lacks that a dependency imports.
import { useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's `useOptimistic`, for react-router's `RouterProvider`, which calls it on every render
 * and only sets an optimistic state when given `useTransitions` (we do not). An optimistic state
 * lives only while a transition is pending; Preact's `startTransition` runs its callback at once,
 * so no transition is ever pending and the state shown is always the passed-through one. An
 * optimistic update is still applied, until the next render of a changed passthrough value.
 */
export function useOptimistic<S, A = S>(
  passthrough: S,
  reducer?: (state: S, action: A) => S,
): [S, (action: A) => void] {
  const [optimistic, setOptimistic] = useState<{ base: S; state: S } | null>(null);
  const state = optimistic !== null && Object.is(optimistic.base, passthrough) ? optimistic.state : passthrough;
  const addOptimistic = (action: A) => {
    setOptimistic({
      base: passthrough,
      state: reducer ? reducer(state, action) : (action as unknown as S),
    });
  };
  return [state, addOptimistic];
}
