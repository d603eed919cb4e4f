// Whether a toast has been raised yet (storefront spec §8), without loading sonner: the toaster
// (app/providers.tsx) mounts on the first one. Until then no page carries its code, its stylesheet
// or its render; sonner shows the toasts raised before it mounted as soon as it subscribes.
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster; the first call mounts it, later ones do nothing. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
