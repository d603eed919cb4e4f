import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('store constants', () => {
  it('carry the page sizes and limits of the specs', () => {
    expect(constants.DEFAULT_PAGE_SIZE).toBe(10);
    expect(constants.CONTACTS_PAGE_SIZE).toBe(100);
    expect(constants.REORDERS_PAGE_SIZE).toBe(100);
    expect(constants.OPEN_INVOICE_LIMIT).toBe(10000);
    expect(constants.ITEM_LIST_NAME_MAX).toBe(23);
    expect(constants.SIDEBAR_FIRST_NAME_MAX).toBe(11);
    expect(constants.SIDEBAR_ACCOUNT_NAME_MAX).toBe(20);
  });

  it('carry the timings of the specs', () => {
    expect(constants.TOKEN_CHECK_INTERVAL_MS).toBe(10 * 60 * 1000);
    expect(constants.CART_HOVER_DELAY_MS).toBe(150);
    expect(constants.CAROUSEL_RESIZE_DEBOUNCE_MS).toBe(200);
    expect(constants.VARIANT_ERROR_DISPLAY_MS).toBe(3000);
    expect(constants.LOADER_SUBTEXT_DELAYS_MS).toEqual([3000, 8000]);
  });

  it('carry breakpoints that leave no gap between mobile, tablet and desktop', () => {
    const { mobileMax, tabletMax, desktopMin } = constants.BREAKPOINTS;
    expect([mobileMax, tabletMax, desktopMin]).toEqual([767, 991, 992]);
    expect(desktopMin).toBe(tabletMax + 1);
    expect(constants.FLY_TO_CART_MIN_WIDTH).toBe(1000);
    expect(constants.CAROUSEL_SINGLE_ITEM_MAX_WIDTH).toBe(649);
  });

  it('offer the reorder windows with 90 days and Order History as defaults', () => {
    expect(constants.REORDER_WINDOW_DAYS).toEqual([15, 30, 60, 90, 180]);
    expect(constants.REORDER_WINDOW_DAYS).toContain(constants.DEFAULT_REORDER_WINDOW_DAYS);
    expect(constants.DEFAULT_REORDER_WINDOW_DAYS).toBe(90);
    expect(constants.REORDER_SOURCES).toContain(constants.DEFAULT_REORDER_SOURCE);
    expect(constants.DEFAULT_REORDER_SOURCE).toBe('Order History');
  });

  it('list the five card types', () => {
    expect(constants.CARD_TYPES).toEqual(['visa', 'amex', 'discover', 'mastercard', 'ach']);
  });
});
