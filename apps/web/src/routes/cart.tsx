// /cart (storefront spec §2.2, behind the login gate): the cart page of features/cart, told whether
// the session is in punchout mode (storefront spec §6: checkout hidden), which the session knows.
import { usePunchoutMode } from '@/app/layouts/cart-slots';
import { CartPage } from '@/features/cart/components/cart-page';

export default function CartRoute() {
  return <CartPage punchout={usePunchoutMode()} />;
}
