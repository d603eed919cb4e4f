// POST cart/addItems (one, several lines of the reorder list) and reorder/addToCart (every line of
// the window), each in one transaction (ADR 0026). Both answer the cart and the lines not added in
// full with their reason; the page hands the cart to the route, which owns the cart's cache.
import { purchasingPaths } from '@medsupply/contract';
import type { AddItemsLine, AddItemsResponse, EasyReorderAddAllRequest } from '@medsupply/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export function addItems(lines: AddItemsLine[]): Promise<AddItemsResponse> {
  return call('POST', purchasingPaths.addItems, { body: { lines } });
}

export function addAllReorderLines(window: EasyReorderAddAllRequest): Promise<AddItemsResponse> {
  return call('POST', purchasingPaths.reorderAddToCart, { body: window });
}

export function useAddItems() {
  return useMutation({ mutationFn: addItems });
}

export function useAddAllReorderLines() {
  return useMutation({ mutationFn: addAllReorderLines });
}
