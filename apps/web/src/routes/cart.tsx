// /cart (storefront spec §2.2, behind the login gate): the cart page of features/cart, told whether
// the session is in punchout mode (storefront spec §6: checkout hidden), which the session knows.
import { usePunchoutMode } from '@/app/layouts/cart-slots';
import { ACCOUNT_MENU_BASE } from '@/features/account/constants';
import { useCart } from '@/features/cart/api/get-cart';
import { CartPage } from '@/features/cart/components/cart-page';
import { CartSpendNotice } from '@/features/checkout/components/spend-notice';
import { SaveCartAsEstimate } from '@/features/estimates/components/save-cart-as-estimate';

export default function CartRoute() {
  const cart = useCart(true).data;
  return (
    <CartPage
      punchout={usePunchoutMode()}
      cartActions={
        <>
          {/* issue 33: what the budgets have left, and whether the order would wait for approval. */}
          {cart && <CartSpendNotice cart={cart} />}
          {/* issue 21 point 3: the cart saved as an estimate, or sent as a quote request. */}
          <SaveCartAsEstimate
            listHref={`${ACCOUNT_MENU_BASE}/estimates`}
            detailsHref={(kind, id) =>
              `${ACCOUNT_MENU_BASE}/estimatedetails?id=${id}${kind === 'quote' ? '&type=quote' : ''}`
            }
          />
        </>
      }
    />
  );
}
