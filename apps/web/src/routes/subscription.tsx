// /subscription?itemListId={id} (storefront spec §2.2: "the same screen as checkout"; issue 21
// point 5; ADR 0026): the checkout screen in subscription mode for one item list: its lines, the
// ship-tos licensed for them, a schedule, terms or a saved payment method. "Start subscription" (or
// "Save subscription" when the list already is one, pre-filled from
// getSubscriptionAddressPaymentDetails) calls upsertSubscription and lands on the subscriptions
// page with a success message. Without an item list it says where subscriptions start.
import { checkoutPaths, itemListPaths, transactionsPaths } from '@medsupply/contract';
import type { SubscriptionFrequency } from '@medsupply/contract';
import { SUBSCRIPTION_FREQUENCIES } from '@medsupply/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { usePunchoutMode } from '@/app/layouts/cart-slots';
import { primed, readCall, serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { checkoutKeys } from '@/features/checkout/api/checkout';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import type { SubscriptionChoices } from '@/features/checkout/components/checkout-page';
import { CHECKOUT_TEXTS } from '@/features/checkout/constants';
import { itemListKeys } from '@/features/item-lists/api/keys';
import { useListDetails } from '@/features/item-lists/api/get-list-details';
import {
  subscriptionKeys,
  useSubscriptionDetails,
  useUpsertSubscription,
} from '@/features/subscriptions/api/subscriptions';
import { FREQUENCY_LABELS, SUBSCRIPTION_SAVED_PARAM } from '@/features/subscriptions/constants';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/subscription';
import { storeToday } from '@/lib/store-day';

const ITEM_LISTS_HREF = `${ACCOUNT_MENU_BASE}/itemlists`;
const SUBSCRIPTIONS_HREF = `${ACCOUNT_MENU_BASE}/subscriptions`;
const FREQUENCIES = SUBSCRIPTION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

function itemListIdOf(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const itemListId = itemListIdOf(new URL(request.url).searchParams.get('itemListId'));
  if (!api.signedIn || itemListId === null) return { queries: primed([]) };
  const [data, list, details] = await Promise.all([
    readCall(api, 'GET', checkoutPaths.getCheckoutData, { query: { itemListId } }).catch(() => null),
    readCall(api, 'GET', itemListPaths.getListDetails, { query: { itemListId } }).catch(() => null),
    readCall(api, 'POST', transactionsPaths.getSubscriptionAddressPaymentDetails, {
      body: { itemListId },
    }).catch(() => null),
  ]);
  return {
    queries: primed([
      [checkoutKeys.data(itemListId), data],
      [itemListKeys.details(itemListId), list],
      [subscriptionKeys.details(itemListId), details],
    ]),
  };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle(CHECKOUT_TEXTS.subscriptionTitle) }];

export default function SubscriptionRoute({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const itemListId = itemListIdOf(searchParams.get('itemListId'));
  return (
    <HydrationBoundary state={loaderData.queries}>
      <PageFrame
        title={CHECKOUT_TEXTS.subscriptionTitle}
        description="Choose where and how often this list is ordered, and how it is paid."
      >
        {itemListId === null ? (
          <EmptyState
            icon={<CalendarClock />}
            title="Choose a list to order on a schedule"
            actions={
              <Link to={ITEM_LISTS_HREF} className={buttonStyles({ variant: 'primary' })}>
                Go to your item lists
              </Link>
            }
          >
            A subscription orders one of your item lists automatically. Open a list and choose “Make this list
            a subscription”.
          </EmptyState>
        ) : (
          <SubscriptionSetup key={itemListId} itemListId={itemListId} />
        )}
      </PageFrame>
    </HydrationBoundary>
  );
}

function SubscriptionSetup({ itemListId }: { itemListId: number }) {
  const navigate = useNavigate();
  const punchout = usePunchoutMode();
  const list = useListDetails(itemListId);
  const details = useSubscriptionDetails(itemListId);
  const upsert = useUpsertSubscription();
  const current = details.data?.subscription.active ? details.data.subscription : null;
  const lines = list.data
    ? {
        cartDetail: list.data.details,
        totalItems: list.data.details.reduce((sum, line) => sum + line.quantity, 0),
      }
    : undefined;

  async function save(choices: SubscriptionChoices) {
    await upsert.mutateAsync({
      itemListId,
      frequency: choices.frequency as SubscriptionFrequency,
      nextDate: choices.nextDate,
      shipAddressId: choices.shipAddressId,
      billAddressId: choices.billAddressId,
      paymentMethodId: choices.paymentMethodId,
      ...(choices.poNumber ? { poNumber: choices.poNumber } : {}),
    });
    await navigate(`${SUBSCRIPTIONS_HREF}?${SUBSCRIPTION_SAVED_PARAM}=1`);
  }

  return (
    <CheckoutPage
      cart={undefined}
      cartError={null}
      punchout={punchout}
      subscription={{
        itemListId,
        // The subscription is read before the form starts from it.
        lines: details.isPending ? undefined : lines,
        linesError: list.error ?? details.error,
        frequencies: FREQUENCIES,
        defaultFrequency: 'monthly',
        today: storeToday(),
        current: current
          ? {
              frequency: current.frequency,
              nextDate: current.nextDate,
              shipAddressId: current.shipAddressId ?? 0,
              billAddressId: current.billAddressId ?? 0,
              paymentMethodId: current.paymentMethodId,
              poNumber: current.poNumber ?? '',
            }
          : null,
        backHref: `${ITEM_LISTS_HREF}?list=${itemListId}`,
        onSubmit: save,
      }}
    />
  );
}
