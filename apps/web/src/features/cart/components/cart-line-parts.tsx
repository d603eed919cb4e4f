// Pieces shared by the cart's lines, the popover's lines and the saved items: the thumbnail, the
// name linking to the product, the 'key:value' matrix details, and prices in dollars.
import { dollarsToCents, formatUsd, unitPriceCents } from '@medsupply/domain';
import type { UnitDetail } from '@medsupply/contract';
import { Link } from 'react-router';

import { ItemThumbnail } from '@/components/ui/image';
import { cn } from '@/lib/cn';

import { CART_TEXTS, matrixDetailTexts, productPath } from '../constants';

export interface LineItemLike {
  itemId: number;
  itemName: string;
  displayName: string;
  siteDisplayName: string | null;
  urlComponent: string;
  manufacturer: string;
  thumbnailImage: string | null;
  matrixDetails: Record<string, string> | null;
  unit: number;
  units: UnitDetail[];
  price?: number | null;
}

export function lineName(line: Pick<LineItemLike, 'siteDisplayName' | 'displayName'>): string {
  return line.siteDisplayName?.trim() || line.displayName;
}

export function unitOf(line: Pick<LineItemLike, 'units'>, unitId: number): UnitDetail | undefined {
  return line.units.find((unit) => unit.id === unitId);
}

/** Price of one of the chosen unit ('N/A' without a price), or null without price visibility. */
export function unitPriceText(line: Pick<LineItemLike, 'price' | 'units'>, unitId: number): string | null {
  if (line.price === undefined) return null;
  if (line.price === null) return CART_TEXTS.noPrice;
  const rate = unitOf(line, unitId)?.conversionRate ?? 1;
  return formatUsd(unitPriceCents(dollarsToCents(line.price), rate));
}

/** A line's total from the server (price × conversion rate × quantity), or null when hidden. */
export function lineTotalText(lineTotal: number | null | undefined): string | null {
  if (lineTotal === undefined) return null;
  return lineTotal === null ? CART_TEXTS.noPrice : formatUsd(dollarsToCents(lineTotal));
}

export interface LineLinkProps {
  line: LineItemLike;
  /** Called when the link is followed (the popover closes). */
  onClick?: () => void;
}

export function LineThumbnail({ line, size = 'md', onClick }: LineLinkProps & { size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-14' : 'size-20 md:size-24';
  return (
    <Link
      to={productPath(line)}
      onClick={onClick}
      tabIndex={-1}
      aria-hidden="true"
      className={cn('block shrink-0 rounded-lg border border-slate-200 bg-white p-1', box)}
    >
      <ItemThumbnail src={line.thumbnailImage} size={96} className="size-full text-[10px]" />
    </Link>
  );
}

export function LineName({ line, className, onClick }: LineLinkProps & { className?: string }) {
  return (
    <Link
      to={productPath(line)}
      onClick={onClick}
      className={cn('font-semibold text-navy-900 hover:text-brand-700 hover:underline', className)}
    >
      {lineName(line)}
    </Link>
  );
}

export function MatrixDetails({
  details,
  className,
}: {
  details: LineItemLike['matrixDetails'];
  className?: string;
}) {
  const texts = matrixDetailTexts(details);
  if (texts.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {texts.map((text) => (
        <li key={text} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {text}
        </li>
      ))}
    </ul>
  );
}
