// The price area: the buyer's price with the 'List Price' struck through, 'N/A', or without price
// fields in the answer (service spec §6): for visitors a link to log in carrying the return path;
// for a signed-in buyer without price visibility the same words as plain text (storefront spec
// §6), not a link back to the login they are already past.
import type { LevelPrice } from '@medsupply/contract';
import { Link, useLocation } from 'react-router';

import { cn } from '@/lib/cn';
import { loginPath } from '@/lib/login-path';
import { useIsLoggedIn } from '@/lib/use-is-logged-in';

import { MESSAGES } from '../constants';
import { priceView } from '../lib/product-rules';

export interface PriceDisplayProps {
  item: { price?: number | null; prices?: LevelPrice[] };
  /** The login link's words: cards say 'Login to see price', the product page 'Login to View Price'. */
  loginLabel?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

export function PriceDisplay({
  item,
  loginLabel = MESSAGES.loginToSeePrice,
  size = 'sm',
  className,
}: PriceDisplayProps) {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const view = priceView(item);
  if (view.kind === 'hidden' && loggedIn) {
    return (
      <p className={cn('font-semibold text-slate-700', size === 'lg' ? 'text-base' : 'text-sm', className)}>
        {MESSAGES.loginToSeePrice}
      </p>
    );
  }
  if (view.kind === 'hidden') {
    return (
      <Link
        to={loginPath(`${pathname}${search}`)}
        className={cn(
          'inline-flex items-center font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
          size === 'lg' ? 'text-base' : 'text-sm',
          className,
        )}
      >
        {loginLabel}
      </Link>
    );
  }
  if (view.kind === 'none') {
    return <p className={cn('font-semibold text-slate-700', className)}>{MESSAGES.noPrice}</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-bold text-navy-900', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {view.price}
      </span>
      {view.listPrice && (
        <span className="text-sm text-slate-600">
          <span className="sr-only">List Price </span>
          <s>{view.listPrice}</s>
        </span>
      )}
    </p>
  );
}
