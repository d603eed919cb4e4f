// Subscriptions (issue 21 point 5; service spec §7 upsertSubscription, deleteSubscription
// {itemListId}, getSubscriptionAddressPaymentDetails {itemListId}; getSubscriptions is ours): an
// item list ordered on a schedule, to a ship-to, on terms or by a saved payment method. The form's
// choices come from the account's addresses and saved payment methods.
import { addressPaths, paymentMethodPaths, transactionsPaths } from '@medsupply/contract';
import type {
  DeleteSubscriptionResponse,
  Subscription,
  UpsertSubscriptionRequest,
} from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { isNotFound } from '@/lib/refusal';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
  addresses: () => [...subscriptionKeys.all, 'addresses'] as const,
  paymentMethods: () => [...subscriptionKeys.all, 'payment-methods'] as const,
  details: (itemListId: number) => [...subscriptionKeys.all, 'details', itemListId] as const,
};

/** getSubscriptionAddressPaymentDetails: the list's subscription, or null when it is none. */
export function useSubscriptionDetails(itemListId: number) {
  return useQuery({
    queryKey: subscriptionKeys.details(itemListId),
    queryFn: ({ signal }) =>
      call('POST', transactionsPaths.getSubscriptionAddressPaymentDetails, {
        body: { itemListId },
        signal,
      }).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
  });
}

export function useSubscriptions() {
  return useQuery({
    queryKey: subscriptionKeys.list(),
    queryFn: ({ signal }) => call('GET', transactionsPaths.getSubscriptions, { signal }),
  });
}

export function useShipToChoices() {
  return useQuery({
    queryKey: subscriptionKeys.addresses(),
    queryFn: ({ signal }) => call('GET', addressPaths.getAll, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePaymentMethodChoices() {
  return useQuery({
    queryKey: subscriptionKeys.paymentMethods(),
    queryFn: ({ signal }) => call('GET', paymentMethodPaths.getAll, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function upsertSubscription(body: UpsertSubscriptionRequest): Promise<Subscription> {
  return call('POST', transactionsPaths.upsertSubscription, { body });
}

export function useUpsertSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export function deleteSubscription(itemListId: number): Promise<DeleteSubscriptionResponse> {
  return call('POST', transactionsPaths.deleteSubscription, { body: { itemListId } });
}

export function useDeleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.list() }),
  });
}
