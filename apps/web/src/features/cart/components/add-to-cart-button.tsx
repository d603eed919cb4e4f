// What stands where the add-to-cart button goes (storefront spec §4 "Add-to-cart button"): the
// button (loading while busy), the disabled 'Currently Unavailable', the licence message, or the
// call-an-administrator message for restricted items. Visitors get nothing here: the price area
// shows them the login link (storefront spec §2.5).
import type { AddToCartControl } from '@medsupply/domain';
import { Phone, ShieldAlert, ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { useAddToCartEnvironment } from './add-to-cart-environment';
import { ADD_TO_CART_TEXTS } from './add-to-cart-texts';

export interface AddToCartButtonProps {
  control: AddToCartControl;
  adding: boolean;
  onAdd: () => void;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Starts fetching what a successful add shows (the interstitial) on intent. */
  onIntent?: () => void;
}

export function AddToCartButton({
  control,
  adding,
  onAdd,
  size = 'lg',
  className,
  onIntent,
}: AddToCartButtonProps) {
  switch (control) {
    case 'login':
      return null;
    case 'restricted':
      return <RestrictedMessage className={className} compact={size === 'sm'} />;
    case 'license-required':
      return (
        <p
          className={cn(
            'flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900 ring-1 ring-amber-200',
            size === 'sm' ? 'text-xs' : 'text-sm',
            className,
          )}
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ADD_TO_CART_TEXTS.licenseRequired}
        </p>
      );
    case 'unavailable':
      return size === 'sm' ? (
        // Cards are narrow: the label may take two lines rather than overflow.
        <button
          type="button"
          disabled
          className={cn(
            'w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm leading-tight font-semibold text-navy-900 opacity-50',
            className,
          )}
        >
          {ADD_TO_CART_TEXTS.currentlyUnavailable}
        </button>
      ) : (
        <Button size={size} variant="outline" disabled className={cn('w-full', className)}>
          {ADD_TO_CART_TEXTS.currentlyUnavailable}
        </Button>
      );
    case 'ready':
      return (
        <Button
          size={size}
          className={cn('w-full', className)}
          onClick={onAdd}
          aria-busy={adding || undefined}
          aria-disabled={adding || undefined}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {adding ? <ButtonSpinner /> : size !== 'sm' && <ShoppingCart aria-hidden="true" />}
          {adding ? ADD_TO_CART_TEXTS.adding : ADD_TO_CART_TEXTS.addToCart}
        </Button>
      );
  }
}

function ButtonSpinner(props: ComponentProps<'svg'>) {
  return (
    <svg className="animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** storefront spec §6: restricted items cannot be bought; the user is told to phone an administrator. */
export function RestrictedMessage({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { supportPhone } = useAddToCartEnvironment();
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 font-medium text-slate-800',
        compact ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {supportPhone ? (
          <>
            {ADD_TO_CART_TEXTS.restrictedLead}{' '}
            <a href={supportPhone.href} className="font-semibold whitespace-nowrap text-brand-700 underline">
              {supportPhone.display}
            </a>{' '}
            {ADD_TO_CART_TEXTS.restrictedTail}
          </>
        ) : (
          ADD_TO_CART_TEXTS.restrictedNoPhone
        )}
      </span>
    </p>
  );
}
