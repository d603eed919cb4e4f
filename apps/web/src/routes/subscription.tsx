// /subscription (storefront spec §2.2: "the same screen as checkout"). It renders the checkout
// screen; the subscription part (an item list set up as a recurring order) is issue 21's.
export { default, loader, meta } from './checkout';
