// What React 19 has and preact/compat lacks, for react-on-preact.js (ADR 0009): the one export a
// dependency imports (`useOptimistic`), and refs passed to function components as props.
import { options, type VNode } from 'preact';
import { useState } from 'preact/compat';

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
  const state =
    optimistic !== null && Object.is(optimistic.base, passthrough) ? optimistic.state : passthrough;
  const addOptimistic = (action: A) => {
    setOptimistic({
      base: passthrough,
      state: reducer ? reducer(state, action) : (action as unknown as S),
    });
  };
  return [state, addOptimistic];
}

/**
 * React 19 passes `ref` to a function component as an ordinary prop; Preact 10 keeps it on the
 * element and points it at the component instance. Radix gives refs to its children (Presence,
 * Slot with `asChild`), so a plain function component there handed Radix a non-element and broke
 * (the mobile menu's overlay). Moving the ref into the props, as compat's `forwardRef` does, gives
 * every function component React 19's behaviour. Class components keep their instance ref.
 */
type RefVNode = VNode<{ ref?: unknown }> & { ref?: unknown };
const previousVNodeHook = options.vnode?.bind(options);
options.vnode = (vnode) => {
  const node = vnode as RefVNode;
  const type: unknown = node.type;
  if (
    typeof type === 'function' &&
    node.ref != null &&
    !(type.prototype as { render?: unknown } | undefined)?.render
  ) {
    node.props.ref = node.ref;
    node.ref = null;
  }
  previousVNodeHook?.(vnode);
};
