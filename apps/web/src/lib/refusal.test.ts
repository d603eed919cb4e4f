import { describe, expect, it } from 'vitest';

import { cartFailureMessage } from '@/features/cart/api/cart-mutation';

import { ApiError } from './api-client';
import { isNotFound, isRefusal, isRefused, isSignInRequired } from './refusal';
import { isConflict, isFinalRefusal } from './refusal-groups';

describe('reading a failed call by its code (ADR 0055)', () => {
  it('takes an answer with a code for a refusal, and no answer, an outage or a 500 for none', () => {
    expect(isRefusal(new ApiError(422, 'Not sold online', 'NOT_SELLABLE'))).toBe(true);
    expect(isRefusal(new ApiError(0, 'Offline', 'NETWORK_ERROR'))).toBe(false);
    expect(isRefusal(new ApiError(503, 'Down', 'DATABASE_UNAVAILABLE'))).toBe(false);
    expect(isRefusal(new ApiError(500, 'Oops'))).toBe(false);
    expect(isRefusal(new Error('other'))).toBe(false);
  });

  it('tells not-found, sign-in and conflict refusals by code, whatever the status says', () => {
    expect(isNotFound(new ApiError(404, 'No list', 'ITEM_LIST_NOT_FOUND'))).toBe(true);
    expect(isNotFound(new ApiError(404, 'Route', 'METHOD_NOT_ALLOWED'))).toBe(false);
    expect(isSignInRequired(new ApiError(401, 'Expired', 'TOKEN_EXPIRED'))).toBe(true);
    expect(isSignInRequired(new ApiError(401, 'Wrong password', 'INVALID_CREDENTIALS'))).toBe(false);
    expect(isConflict(new ApiError(409, 'Still running', 'IDEMPOTENCY_KEY_IN_PROGRESS'))).toBe(true);
    expect(isRefused(new ApiError(400, 'Lines', 'CART_LINES_REFUSED'), 'CART_LINES_REFUSED')).toBe(true);
    expect(isRefused(new ApiError(400, 'Bad', 'VALIDATION'), 'CART_LINES_REFUSED')).toBe(false);
  });

  it('keeps an idempotency key after a conflict or a rate limit, not after a final refusal', () => {
    expect(isFinalRefusal(new ApiError(422, 'Over', 'PAYMENT_AMOUNT_INVALID'))).toBe(true);
    expect(isFinalRefusal(new ApiError(409, 'Running', 'IDEMPOTENCY_KEY_IN_PROGRESS'))).toBe(false);
    expect(isFinalRefusal(new ApiError(429, 'Wait', 'TOO_MANY_REQUESTS'))).toBe(false);
    expect(isFinalRefusal(new ApiError(500, 'Oops'))).toBe(false);
  });
});

describe('a failed cart change', () => {
  it('only logs the add refusals storefront spec §8 names', () => {
    expect(cartFailureMessage(new ApiError(422, 'Restricted', 'ITEM_RESTRICTED'), 'Failed')).toBeNull();
    expect(cartFailureMessage(new ApiError(422, 'Licence', 'LICENSE_REQUIRED'), 'Failed')).toBeNull();
  });

  it("shows a refusal's own message, NO_ALLOCATION's included, and the fallback otherwise", () => {
    const none = new ApiError(422, 'You have no more allocation on this product.', 'NO_ALLOCATION');
    expect(cartFailureMessage(none, 'Failed')).toBe('You have no more allocation on this product.');
    expect(cartFailureMessage(new ApiError(400, 'Bad unit', 'INVALID_UNIT'), 'Failed')).toBe('Bad unit');
    expect(cartFailureMessage(new ApiError(401, 'Expired', 'TOKEN_EXPIRED'), 'Failed')).toBe('Failed');
    expect(cartFailureMessage(new ApiError(500, 'Oops'), 'Failed')).toBe('Failed');
    expect(cartFailureMessage(new ApiError(0, 'Offline', 'NETWORK_ERROR'), 'Failed')).toBe('Failed');
  });
});
