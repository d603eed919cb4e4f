// The header's cart, composed here because it joins two features: the cart (features/cart) and the
// session (features/auth). A signed-in buyer gets the badge and the popover; a visitor gets the
// plain cart link to /cart, which the login gate turns into /login?redirectTo=/cart, so the buyer
// lands on the cart right after logging in (storefront spec §2.2: /cart needs login).
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useCart } from '@/features/cart/api/get-cart';
import { HeaderCartButton } from '@/features/cart/components/cart-popover-button';
import { CartLink } from '@/features/layout/components/header';
import { isPunchout } from '@/lib/storage';

/** Total quantity in the signed-in buyer's cart (the header badge); 0 for visitors. */
export function useHeaderCartCount(): number {
  const { loggedIn } = useCurrentUser();
  const cart = useCart(loggedIn);
  return loggedIn ? (cart.data?.totalQuantity ?? 0) : 0;
}

/** storefront spec §4, §6: the punchout flag stored at login (or the user's own) hides checkout. */
export function usePunchoutMode(): boolean {
  const { user } = useCurrentUser();
  return user?.isPunchout === true || isPunchout();
}

export function HeaderCart({ className }: { className?: string }) {
  const { loggedIn } = useCurrentUser();
  const count = useHeaderCartCount();
  const punchout = usePunchoutMode();
  if (!loggedIn) return <CartLink count={0} className={className} />;
  return <HeaderCartButton count={count} punchout={punchout} className={className} />;
}
