// Carts shaped by the contract for the cart screens' tests: each fixture is parsed by the
// contract's Cart schema, so a change of the API's shape breaks the tests instead of drifting.
import { Cart } from '@medsupply/contract';
import type { CartLine, SavedItem } from '@medsupply/contract';

const units = [
  { id: 21, unitName: 'Box', conversionRate: 1, baseUnit: true },
  { id: 22, unitName: 'Case', conversionRate: 10, baseUnit: false },
];

export function cartLineFixture(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 501,
    itemId: 42,
    itemName: 'MER-104231',
    displayName: 'Nitrile Exam Gloves, Powder-Free',
    siteDisplayName: 'PureWave Nitrile Exam Gloves',
    urlComponent: 'purewave-nitrile-exam-gloves-mer-104231',
    manufacturer: 'Halvorsen Medical',
    mpn: 'HVM-1098-317',
    thumbnailImage: null,
    matrixDetails: { Size: 'Large' },
    rxLevelId: 0,
    unit: 21,
    quantity: 2,
    units,
    isAddableToCart: true,
    quantityAvailable: 400,
    price: 12.5,
    lineTotal: 25,
    ...overrides,
  };
}

export function savedItemFixture(overrides: Partial<SavedItem> = {}): SavedItem {
  return {
    ...cartLineFixture({ id: 901, itemId: 77, itemName: 'MER-200100', urlComponent: 'gauze-pads' }),
    displayName: 'Sterile Gauze Pads 4x4',
    siteDisplayName: null,
    lineTotal: undefined,
    ...overrides,
  };
}

/** A cart as a price-visible buyer gets it; `priceVisible: false` drops every money key (service spec §6). */
export function cartFixture(
  overrides: Partial<Cart> = {},
  { priceVisible = true }: { priceVisible?: boolean } = {},
): Cart {
  const lines = overrides.cartDetail ?? [cartLineFixture()];
  const subtotal = lines.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0);
  const base = {
    id: 3,
    status: 'open',
    approvedBy: null,
    contactId: 7,
    cartDetail: lines,
    saveForLater: [],
    notifications: [],
    totalItems: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping: 0,
    taxRate: 6.25,
    tax: Math.round(subtotal * 6.25) / 100,
    total: subtotal,
    convenienceFee: 0,
    ...overrides,
  };
  if (!priceVisible) {
    const {
      subtotal: _s,
      shipping: _sh,
      taxRate: _r,
      tax: _t,
      total: _to,
      convenienceFee: _f,
      ...rest
    } = base;
    return Cart.parse({
      ...rest,
      cartDetail: rest.cartDetail.map(({ price: _p, lineTotal: _l, ...line }) => line),
      saveForLater: rest.saveForLater.map(({ price: _p, lineTotal: _l, ...item }) => item),
    });
  }
  return Cart.parse(base);
}
