// One notification in the bell's list (storefront spec §2.8): what it says and where it leads, by
// type. Metadata that does not have its type's shape is shown as an unknown type would be.
import {
  BackorderReadyMeta,
  FulfillmentDeliveredMeta,
  FulfillmentShippedMeta,
  ItemBackInStockMeta,
  LineBackorderedMeta,
  NOTIFICATION_MESSAGES,
  OrderDecisionMeta,
  NOTIFICATION_TYPES,
  RecallNoticeMeta,
  ReturnProgressMeta,
} from '@medsupply/contract';
import type { UserNotification } from '@medsupply/contract';
import { formatDeliveryStamp } from '@medsupply/domain';
import {
  Bell,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  PackageCheck,
  PackageOpen,
  TriangleAlert,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatStoreDate } from '@/lib/format';

import { ACCOUNT_MENU_BASE } from '../constants';

// Only what the spec names is required (storefront spec §3): rows written before our own fields
// (the order's tranId, the line's order) still read as their type.
const DeliveredMeta = FulfillmentDeliveredMeta.partial({ fulfillmentId: true, tranId: true });
const BackorderMeta = BackorderReadyMeta.partial({ salesOrderId: true, tranId: true }).extend({
  item: BackorderReadyMeta.shape.item.partial({ urlComponent: true }),
});

interface EntryView {
  title: string;
  text: ReactNode;
  href: string | null;
  icon: ReactNode;
}

function viewOf(notification: UserNotification): EntryView {
  const { notificationType, metaData } = notification;
  const iconClass = 'size-5 text-brand-700';
  if (notificationType === NOTIFICATION_TYPES.fulfillmentShipped) {
    const meta = FulfillmentShippedMeta.safeParse(metaData);
    if (meta.success) {
      const { tranId, carrier, trackingNumber, workwaveId } = meta.data;
      return {
        title: notificationType,
        text: (
          <>
            Order {tranId} shipped with {carrier}, tracking number {trackingNumber}.{' '}
            <span className="font-medium text-brand-700 underline underline-offset-2">Track shipment</span>
          </>
        ),
        href: `/tracking/${encodeURIComponent(workwaveId)}`,
        icon: <Truck className={iconClass} aria-hidden="true" />,
      };
    }
  }
  if (notificationType === NOTIFICATION_TYPES.fulfillmentDelivered) {
    const meta = DeliveredMeta.safeParse(metaData);
    if (meta.success) {
      const stamp = formatDeliveryStamp(meta.data.deliveryDate, meta.data.timeOfDelivery);
      return {
        title: notificationType,
        text: (
          <>
            {meta.data.tranId ? `Order ${meta.data.tranId}` : 'Your order'} was delivered
            {stamp ? ` on ${stamp}` : ''}.{' '}
            <span className="font-medium text-brand-700 underline underline-offset-2">Track delivery</span>
          </>
        ),
        href: `/tracking/${encodeURIComponent(meta.data.workwaveId)}`,
        icon: <Truck className={iconClass} aria-hidden="true" />,
      };
    }
  }
  if (notificationType === NOTIFICATION_TYPES.backorderReady) {
    const meta = BackorderMeta.safeParse(metaData);
    if (meta.success) {
      const { item, quantityPreviouslyBackordered, tranId, salesOrderId } = meta.data;
      return {
        title: notificationType,
        text: `${item.displayName}: the ${quantityPreviouslyBackordered} previously backordered${tranId ? ` on order ${tranId}` : ''} are ready to ship.`,
        href: salesOrderId === undefined ? null : `${ACCOUNT_MENU_BASE}/orderdetails?id=${salesOrderId}`,
        icon: <PackageCheck className={iconClass} aria-hidden="true" />,
      };
    }
  }
  if (notificationType === NOTIFICATION_TYPES.lineBackordered) {
    const meta = LineBackorderedMeta.safeParse(metaData);
    if (meta.success) {
      const { item, quantityBackordered, tranId, salesOrderId, reason, recallNumber } = meta.data;
      const why =
        reason === 'recall' ? `was recalled${recallNumber ? ` (${recallNumber})` : ''}` : 'has expired';
      return {
        title: notificationType,
        text: `${item.displayName}: ${quantityBackordered} on order ${tranId} are backordered: the stock they were to ship from ${why}. They ship when new stock arrives.`,
        href: `${ACCOUNT_MENU_BASE}/orderdetails?id=${salesOrderId}`,
        icon: <TriangleAlert className={iconClass} aria-hidden="true" />,
      };
    }
  }
  if (notificationType === NOTIFICATION_TYPES.itemBackInStock) {
    const meta = ItemBackInStockMeta.safeParse(metaData);
    if (meta.success) {
      return {
        title: notificationType,
        text: `${meta.data.item.displayName} is back in stock.`,
        href: `/product/${encodeURIComponent(meta.data.item.urlComponent)}`,
        icon: <PackageOpen className={iconClass} aria-hidden="true" />,
      };
    }
  }
  // Issue 34: a return's progress leads to the account's returns.
  const returnText: Record<string, (m: ReturnProgressMeta) => string> = {
    [NOTIFICATION_TYPES.returnAuthorized]: (m) =>
      `Return ${m.returnNumber} was authorized as ${m.rmaNumber ?? 'an RMA'}: print its label and ship it.`,
    [NOTIFICATION_TYPES.returnRefused]: (m) => `Return ${m.returnNumber} for order ${m.tranId} was refused.`,
    [NOTIFICATION_TYPES.returnReceived]: (m) => `We received return ${m.rmaNumber ?? m.returnNumber}.`,
    [NOTIFICATION_TYPES.returnCredited]: (m) => `Return ${m.rmaNumber ?? m.returnNumber} was credited.`,
  };
  const returnWords = returnText[notificationType];
  if (returnWords) {
    const meta = ReturnProgressMeta.safeParse(metaData);
    if (meta.success) {
      return {
        title: notificationType,
        text: returnWords(meta.data),
        href: `${ACCOUNT_MENU_BASE}/returns`,
        icon:
          notificationType === NOTIFICATION_TYPES.returnRefused ? (
            <CircleX className="size-5 text-red-700" aria-hidden="true" />
          ) : (
            <PackageCheck className={iconClass} aria-hidden="true" />
          ),
      };
    }
  }
  if (notificationType === NOTIFICATION_TYPES.productRecall) {
    // Issue 34 (ADR 0050): a recall of goods shipped to the account, or a reminder to answer it.
    const meta = RecallNoticeMeta.safeParse(metaData);
    if (meta.success) {
      const { recallId, recallNumber, recallClass, title, kind } = meta.data;
      return {
        title: kind === 'reminder' ? 'Product Recall: Reminder' : notificationType,
        text: `${kind === 'reminder' ? 'Please acknowledge recall' : 'Class ' + recallClass + ' recall'} ${recallNumber}: ${title}.`,
        href: `${ACCOUNT_MENU_BASE}/recalls?recall=${recallId}`,
        icon: <TriangleAlert className="size-5 text-red-700" aria-hidden="true" />,
      };
    }
  }
  const decision = OrderDecisionMeta.safeParse(metaData);
  if (decision.success) {
    const { salesOrderId, tranId } = decision.data;
    if (notificationType === NOTIFICATION_TYPES.approvalNeeded) {
      return {
        title: notificationType,
        text: `Order ${tranId} is waiting for your approval.`,
        href: `${ACCOUNT_MENU_BASE}/approvals`,
        icon: <ClipboardCheck className={iconClass} aria-hidden="true" />,
      };
    }
    if (notificationType === NOTIFICATION_TYPES.orderApproved) {
      return {
        title: notificationType,
        text: `Your order ${tranId} was approved.`,
        href: `${ACCOUNT_MENU_BASE}/orderdetails?id=${salesOrderId}`,
        icon: <CircleCheck className={iconClass} aria-hidden="true" />,
      };
    }
    if (notificationType === NOTIFICATION_TYPES.orderRejected) {
      return {
        title: notificationType,
        text: `Your order ${tranId} was rejected.`,
        href: `${ACCOUNT_MENU_BASE}/orderdetails?id=${salesOrderId}`,
        icon: <CircleX className="size-5 text-red-700" aria-hidden="true" />,
      };
    }
  }
  return {
    title: 'Notification',
    text: NOTIFICATION_MESSAGES.unknownType,
    href: null,
    icon: <Bell className="size-5 text-slate-500" aria-hidden="true" />,
  };
}

export function NotificationEntry({
  notification,
  isNew,
  onFollow,
}: {
  notification: UserNotification;
  /** Unread when the bell opened. */
  isNew: boolean;
  onFollow: () => void;
}) {
  const view = viewOf(notification);
  const body = (
    <>
      <span className="mt-0.5 shrink-0">{view.icon}</span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="text-sm font-semibold text-navy-900">{view.title}</span>
          {isNew ? (
            <span className="rounded-full bg-brand-50 px-1.5 text-[11px] font-semibold text-brand-800">
              New
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">{view.text}</span>
        <span className="mt-1 block text-xs text-slate-500">{formatStoreDate(notification.createdAt)}</span>
      </span>
    </>
  );
  const className = 'flex gap-3 rounded-lg px-3 py-2.5';
  return (
    <li>
      {view.href ? (
        <Link
          to={view.href}
          onClick={onFollow}
          className={`${className} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
        >
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
