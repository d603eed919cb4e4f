// The fly-to-cart animation (storefront spec §9): an image of the added item flies from the
// button to the header's cart icon in about 2.2 s, only at widths of 1000 px or more, and never
// for a visitor who asked for reduced motion. Loaded on the first add, not with the page.
import { FLY_TO_CART_MIN_WIDTH_PX, FLY_TO_CART_MS } from './add-to-cart-texts';

/** Whether the animation runs here: wide enough, and motion not reduced. */
export function shouldFlyToCart(win: Window = window): boolean {
  if (win.innerWidth < FLY_TO_CART_MIN_WIDTH_PX) return false;
  return !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The header's cart icon: the visible link to /cart (the desktop and mobile headers each have one). */
export function findCartTarget(doc: Document = document): Element | null {
  const candidates = doc.querySelectorAll('header a[href="/cart"], [data-cart-target]');
  for (const candidate of candidates) {
    const box = candidate.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return candidate;
  }
  return null;
}

/** Flies `imageUrl` from `from` to the cart icon; resolves when it lands (or at once when it does not run). */
export function flyToCart(from: Element, imageUrl: string | null): Promise<void> {
  const target = findCartTarget();
  if (!shouldFlyToCart() || !target || typeof document.body.animate !== 'function') return Promise.resolve();
  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const size = 72;
  const flyer = document.createElement(imageUrl ? 'img' : 'div');
  if (flyer instanceof HTMLImageElement && imageUrl) {
    flyer.src = imageUrl;
    flyer.alt = '';
  }
  flyer.setAttribute('aria-hidden', 'true');
  Object.assign(flyer.style, {
    position: 'fixed',
    left: `${start.left + start.width / 2 - size / 2}px`,
    top: `${start.top + start.height / 2 - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    objectFit: 'contain',
    borderRadius: '9999px',
    background: 'white',
    boxShadow: '0 8px 24px rgb(15 23 42 / 0.25)',
    zIndex: '60',
    pointerEvents: 'none',
  });
  document.body.append(flyer);
  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const animation = flyer.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 120}px) scale(0.8)`, opacity: 1, offset: 0.55 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.25)`, opacity: 0.4 },
    ],
    { duration: FLY_TO_CART_MS, easing: 'cubic-bezier(0.45, 0, 0.2, 1)', fill: 'forwards' },
  );
  return animation.finished.then(
    () => flyer.remove(),
    () => flyer.remove(),
  );
}
