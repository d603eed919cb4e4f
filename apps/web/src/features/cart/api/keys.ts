// Query keys of the cart feature: the cart (with its save-for-later entries) and allocations.
export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'cart'] as const,
  saveForLater: () => [...cartKeys.all, 'saveForLater'] as const,
  allocation: (itemId: number) => [...cartKeys.all, 'allocation', itemId] as const,
};
