// The one way the storefront raises a toast (storefront spec §8): sonner's, after asking for the
// toaster, which mounts on the first toast (lib/toaster-demand.ts).
import { toast as sonner } from 'sonner';

import { wantToaster } from './toaster-demand';

type Kind = 'error' | 'success' | 'warning';
type Show = typeof sonner.error;

function show(kind: Kind): Show {
  return (...args) => {
    wantToaster();
    return sonner[kind](...args);
  };
}

export const toast: Record<Kind, Show> = {
  error: show('error'),
  success: show('success'),
  warning: show('warning'),
};
