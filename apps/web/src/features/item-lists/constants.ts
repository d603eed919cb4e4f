// Texts, limits and paths of the item-lists feature (storefront spec §2.3, §2.5, §4, §5, §8, §9).
import { ITEM_LIST_NAME_MAX, QUANTITY_ADJUSTED_MESSAGE, truncate } from '@medsupply/domain';

/** storefront spec §2.2, §2.3: the lists page (always permitted, spec §6). */
export const ITEM_LISTS_PATH = '/myaccount/menu/itemlists';
/** The open list is named in the query string, so a list's page can be bookmarked and reloaded. */
export const LIST_QUERY_PARAM = 'list';

/** storefront spec §5, §9: a list name shows truncated to 23 characters. */
export const LIST_NAME_DISPLAY_MAX = ITEM_LIST_NAME_MAX;

/**
 * The longest name the API accepts (contract item-lists.ts ITEM_LIST_NAME_MAX). Written out here
 * because that module builds zod schemas when loaded, which the storefront does not download; the
 * server still answers a longer name with its own 400 message.
 */
export const LIST_NAME_INPUT_MAX = 100;

/** A list's name as the storefront shows it: at most 23 characters (storefront spec §5). */
export function displayListName(name: string): string {
  return truncate(name, LIST_NAME_DISPLAY_MAX);
}

export function listPath(itemListId: number): string {
  return `${ITEM_LISTS_PATH}?${LIST_QUERY_PARAM}=${itemListId}`;
}

export const MESSAGES = {
  addToList: 'Add to List',
  /** contract ItemListName: the API's message for a blank name; checked here before asking. */
  blankName: 'Please enter a list name',
  /** storefront spec §8: the server cut a quantity to the remaining allocation. */
  quantityAdjusted: QUANTITY_ADJUSTED_MESSAGE,
  newListHint: 'Type a name and press Enter to create the list with this item.',
  noListsYet: 'You have no lists yet. Create one below.',
  listsEmptyTitle: 'No item lists yet',
  listsEmptyBody:
    'Keep the supplies you order often in a list, then add the whole list to your cart in one step.',
  sharedEmpty: 'No lists have been shared by your colleagues yet.',
  listEmptyTitle: 'This list is empty',
  listEmptyBody: 'Use Add to List on any product page to put items on this list.',
  listNotFound: 'This list does not exist or is no longer shared with you.',
  /** issue 31 point 2: every save says so. */
  renamed: (name: string) => `List renamed to ${name}.`,
  sharedOn: (name: string) => `${name} is now shared with your colleagues.`,
  sharedOff: (name: string) => `${name} is no longer shared.`,
  lineSaved: (itemName: string) => `${itemName} updated on this list.`,
  editFailed: 'The line could not be updated. Its quantity and unit are back as they were.',
  deleteLineFailed: 'The line could not be removed. Please try again.',
  loadFailed: 'Your lists could not be loaded. Please try again.',
  readOnly: 'Shared with you: only its owner can change this list.',
} as const;

export const SHOW_SHARED_LABEL = 'Show shared lists';
