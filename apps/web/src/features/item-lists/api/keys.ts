// Query keys of the item-lists feature: the contact's lists (with or without the account's shared
// lists), one list's lines, and which own lists hold an item in a unit (the Add To List checkboxes).
export const itemListKeys = {
  all: ['itemLists'] as const,
  lists: () => [...itemListKeys.all, 'lists'] as const,
  allLists: (showShared: boolean) => [...itemListKeys.lists(), { showShared }] as const,
  details: (itemListId: number) => [...itemListKeys.all, 'details', itemListId] as const,
  byItems: () => [...itemListKeys.all, 'byItem'] as const,
  byItem: (itemId: number, unit: number) => [...itemListKeys.byItems(), itemId, unit] as const,
};
