// What order-to-cash tells people by mail: the order received (or waiting for approval), the ask to
// an approver, the approver's decision, a shipment, a payment receipt and the periodic statement.
// Letters in the store's one template (mail/letter.ts): what they say is here, how they look there.
import { AGING_BUCKETS, formatDate, formatUsd } from '@medsupply/domain';
import type { LetterBlock, Statement } from '@medsupply/domain';
import { renderLetter, type Letterhead, type LetterMail } from '../../mail/letter.ts';

const signed = (cents: number) => (cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents));
const link = (head: Letterhead, path: string) => new URL(path, head.publicUrl).href;

/** What an order is, for the mails about it: where, when, what and how much. */
export interface OrderSummary {
  tranId: string;
  shipTo: string;
  delivery: string;
  lines: readonly { quantity: number; displayName: string; itemName: string }[];
  totalCents: number;
}

/** The order's facts and lines, as every mail about it shows them. */
export function orderBlocks(order: OrderSummary): LetterBlock[] {
  return [
    {
      facts: [
        ['Order number', order.tranId],
        ['Ship to', order.shipTo],
        ['Delivery', order.delivery],
        ['Total', formatUsd(order.totalCents)],
      ],
    },
    { title: 'Items:', list: order.lines.map((l) => `${l.quantity} × ${l.displayName} (${l.itemName})`) },
  ];
}

export function orderReceivedMail(
  head: Letterhead,
  to: { email: string; firstName: string },
  order: OrderSummary & { id: number },
  approval: { accountName: string; reasons: readonly { reason: string }[] } | null,
): LetterMail {
  return renderLetter(head, {
    to: to.email,
    subject: approval ? `Order ${order.tranId} is waiting for approval` : `Order ${order.tranId} received`,
    greeting: `Thank you, ${to.firstName}.`,
    body: [
      ...(approval
        ? [
            {
              title: `Your order waits for approval at ${approval.accountName} because:`,
              list: approval.reasons.map((r) => r.reason),
            },
            'We will email you when it is approved or rejected.',
          ]
        : ['We have received your order and sent it to the warehouse.']),
      ...orderBlocks(order),
      { link: link(head, `/myaccount/menu/orderdetails/${order.id}`), label: 'See the order' },
    ],
  });
}

export function approvalRequestMail(
  head: Letterhead,
  to: string,
  order: { tranId: string; placerName: string; accountName: string; reasons: readonly { reason: string }[] },
  summary: readonly LetterBlock[],
  approval: { link: string; validDays: number },
): LetterMail {
  return renderLetter(head, {
    to,
    subject: `Order ${order.tranId} needs your approval`,
    body: [
      {
        title: `${order.placerName} placed order ${order.tranId} for ${order.accountName}. It waits for approval because:`,
        list: order.reasons.map((r) => r.reason),
      },
      `Approve or reject it with this link: it is yours alone, works once and expires in ${approval.validDays} days; you will be asked to sign in.`,
      { link: approval.link, label: 'Review the order' },
      'Or under My Account, Approve Orders.',
      ...summary,
    ],
  });
}

export function orderDecisionMail(
  head: Letterhead,
  to: string,
  order: { id: number; tranId: string; accountName: string },
  decision: 'approved' | 'rejected',
  reason: string | null,
): LetterMail {
  return renderLetter(head, {
    to,
    subject: `Order ${order.tranId} ${decision}`,
    body:
      decision === 'approved'
        ? [
            `Your order ${order.tranId} was approved by an administrator of ${order.accountName} and has been sent to the warehouse.`,
            { link: link(head, `/myaccount/menu/orderdetails/${order.id}`), label: 'See the order' },
          ]
        : [
            `Your order ${order.tranId} was rejected by an administrator of ${order.accountName}. Nothing will be shipped or charged.`,
            { facts: [['Reason', reason]] },
          ],
  });
}

export function shippedMail(
  head: Letterhead,
  to: { email: string; firstName: string | null },
  order: { id: number; tranId: string },
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string },
  lines: readonly { quantity: number; displayName: string }[],
): LetterMail {
  return renderLetter(head, {
    to: to.email,
    subject: `Order ${order.tranId} has shipped`,
    greeting: to.firstName ? `Hello ${to.firstName},` : 'Hello,',
    body: [
      `Part or all of your order ${order.tranId} left our warehouse with ${shipment.carrier}, tracking number ${shipment.trackingNumber}.`,
      { link: shipment.trackingUrl, label: 'Track the shipment' },
      { title: 'In this shipment:', list: lines.map((l) => `${l.quantity} × ${l.displayName}`) },
      'Follow the order under Sales Orders:',
      { link: link(head, `/myaccount/menu/orderdetails/${order.id}`), label: 'See the order' },
    ],
  });
}

export function receiptMail(
  head: Letterhead,
  to: { email: string; firstName: string; accountName: string },
  payment: {
    number: string;
    lines: readonly { tranId: string; appliedCents: number }[];
    chargeCents: number;
    feeCents: number;
    creditsCents: number;
  },
): LetterMail {
  return renderLetter(head, {
    to: to.email,
    subject:
      payment.number === '' ? `Credits applied for ${to.accountName}` : `Payment receipt ${payment.number}`,
    greeting: `Hello ${to.firstName},`,
    body: [
      {
        title:
          payment.number === ''
            ? 'Your credits were applied to your invoices:'
            : `Thank you for your payment ${payment.number}. It was applied to:`,
        list: payment.lines.map((line) => `${line.tranId}: ${formatUsd(line.appliedCents)}`),
      },
      {
        facts: [
          ['Credits used', payment.creditsCents > 0 ? formatUsd(payment.creditsCents) : null],
          ['Charged', payment.chargeCents > 0 ? formatUsd(payment.chargeCents) : null],
          ['Convenience fee', payment.feeCents > 0 ? formatUsd(payment.feeCents) : null],
        ],
      },
      { link: link(head, '/myaccount/menu/paymenthistory'), label: 'See your payment history' },
    ],
  });
}

export function statementMail(
  head: Letterhead,
  to: string,
  accountName: string,
  statement: Statement,
  includeTransactions: boolean,
): LetterMail {
  const period = `${formatDate(statement.startDate)} to ${formatDate(statement.statementDate)}`;
  return renderLetter(head, {
    to,
    subject: `${head.name} statement ${formatDate(statement.statementDate)}: ${signed(statement.closingBalanceCents)}`,
    body: [
      `Account statement for ${accountName}, ${period}`,
      {
        facts: [
          ['Opening balance', signed(statement.openingBalanceCents)],
          ['Charges', formatUsd(statement.chargesCents)],
          ['Payments and credits', formatUsd(statement.creditsCents)],
          ['Closing balance', signed(statement.closingBalanceCents)],
        ],
      },
      {
        title: 'Aging (days past due):',
        facts: [
          ...AGING_BUCKETS.map((bucket): [string, string] => [
            bucket.label,
            signed(statement.aging[bucket.key]),
          ]),
          ['Total', signed(statement.aging.totalCents)],
        ],
      },
      ...(includeTransactions
        ? [
            statement.lines.length === 0
              ? 'Transactions: none in this period.'
              : {
                  title: 'Transactions:',
                  list: statement.lines.map(
                    (line) =>
                      `${formatDate(line.date)}  ${line.number}  ${signed(line.postedCents)}  balance ${signed(line.balanceCents)}`,
                  ),
                },
          ]
        : []),
      { link: link(head, '/myaccount/menu/statements'), label: 'See the statement and download it as a PDF' },
    ],
  });
}
