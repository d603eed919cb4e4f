// What the demo catalogue is made of: the category tree (three levels), the item templates of each
// leaf category, fictional manufacturers, packaging (unit types) and the fixed reference lists
// (Rx levels, price levels). catalog.ts turns these into rows; nothing here draws random numbers.
// Every manufacturer and product line is invented; drug names are generic (non-proprietary) names.
import type { DocumentKind, ProductKind } from '../../modules/media/media-keys.ts';

// ---------------------------------------------------------------------------------------------
// Reference lists

/** storefront spec §2.6: level 0 needs no licence; 2–5 are DEA schedules; Schedule II is not sold online. */
export const RX_LEVELS = [
  { id: 0, name: 'None', isControlledSubstance: false, sellable: true },
  { id: 1, name: 'Rx (legend)', isControlledSubstance: false, sellable: true },
  { id: 2, name: 'Schedule II', isControlledSubstance: true, sellable: false },
  { id: 3, name: 'Schedule III', isControlledSubstance: true, sellable: true },
  { id: 4, name: 'Schedule IV', isControlledSubstance: true, sellable: true },
  { id: 5, name: 'Schedule V', isControlledSubstance: true, sellable: true },
] as const;

/**
 * Price levels with each level's price as a share of the Base Price. 'List Price' is the strike-through
 * price (storefront spec §3 Product.prices) and always the highest; accounts buy at one of the others.
 */
export const PRICE_LEVELS = [
  { name: 'List Price', factor: null },
  { name: 'Base Price', factor: 1 },
  { name: 'Tier 1', factor: 0.95 },
  { name: 'Tier 2', factor: 0.9 },
  { name: 'Hospital GPO', factor: 0.86 },
] as const;

export type PriceLevelName = (typeof PRICE_LEVELS)[number]['name'];

// ---------------------------------------------------------------------------------------------
// Packaging: a unit type is a packaging scheme shared by many items; rates are in base units.

export interface UnitTypeSpec {
  key: string;
  name: string;
  /** [unit name, conversion rate to the base unit]; the first is the base unit (rate 1). */
  units: readonly (readonly [string, number])[];
  /** Index of the unit the product page preselects. */
  defaultUnit?: number;
  /** The 'Sold By' attribute shown on variant buttons (storefront spec §2.5). */
  soldBy: string;
}

export const UNIT_TYPES: readonly UnitTypeSpec[] = [
  { key: 'EA', name: 'Each', units: [['Each', 1]], soldBy: 'Each' },
  {
    key: 'EA-BX10',
    name: 'Each / Box of 10',
    units: [
      ['Each', 1],
      ['Box of 10', 10],
    ],
    soldBy: 'Each',
  },
  {
    key: 'EA-BX25-CS4',
    name: 'Each / Box of 25 / Case of 4 Boxes',
    units: [
      ['Each', 1],
      ['Box of 25', 25],
      ['Case of 4 Boxes', 100],
    ],
    defaultUnit: 1,
    soldBy: 'Box',
  },
  {
    key: 'EA-BX50-CS10',
    name: 'Each / Box of 50 / Case of 10 Boxes',
    units: [
      ['Each', 1],
      ['Box of 50', 50],
      ['Case of 10 Boxes', 500],
    ],
    defaultUnit: 1,
    soldBy: 'Box',
  },
  {
    key: 'EA-BX100-CS10',
    name: 'Each / Box of 100 / Case of 10 Boxes',
    units: [
      ['Each', 1],
      ['Box of 100', 100],
      ['Case of 10 Boxes', 1000],
    ],
    defaultUnit: 1,
    soldBy: 'Box',
  },
  {
    key: 'BX100-CS10',
    name: 'Box of 100 / Case of 10 Boxes',
    units: [
      ['Box of 100', 1],
      ['Case of 10 Boxes', 10],
    ],
    soldBy: 'Box',
  },
  {
    key: 'BX200-CS10',
    name: 'Box of 200 / Case of 10 Boxes',
    units: [
      ['Box of 200', 1],
      ['Case of 10 Boxes', 10],
    ],
    soldBy: 'Box',
  },
  {
    key: 'BX250-CS10',
    name: 'Box of 250 / Case of 10 Boxes',
    units: [
      ['Box of 250', 1],
      ['Case of 10 Boxes', 10],
    ],
    soldBy: 'Box',
  },
  {
    key: 'BX50-CS10',
    name: 'Box of 50 / Case of 10 Boxes',
    units: [
      ['Box of 50', 1],
      ['Case of 10 Boxes', 10],
    ],
    soldBy: 'Box',
  },
  {
    key: 'BX100-CS8',
    name: 'Box of 100 / Case of 8 Boxes',
    units: [
      ['Box of 100', 1],
      ['Case of 8 Boxes', 8],
    ],
    soldBy: 'Box',
  },
  {
    key: 'BX25-CS12',
    name: 'Box of 25 Tests / Case of 12 Boxes',
    units: [
      ['Box of 25 Tests', 1],
      ['Case of 12 Boxes', 12],
    ],
    soldBy: 'Box',
  },
  {
    key: 'PR-BX50-CS4',
    name: 'Pair / Box of 50 Pairs / Case of 4 Boxes',
    units: [
      ['Pair', 1],
      ['Box of 50 Pairs', 50],
      ['Case of 4 Boxes', 200],
    ],
    defaultUnit: 1,
    soldBy: 'Box',
  },
  {
    key: 'PK10-CS10',
    name: 'Pack of 10 / Case of 10 Packs',
    units: [
      ['Pack of 10', 1],
      ['Case of 10 Packs', 10],
    ],
    soldBy: 'Pack',
  },
  {
    key: 'PK12-CS12',
    name: 'Pack of 12 / Case of 12 Packs',
    units: [
      ['Pack of 12', 1],
      ['Case of 12 Packs', 12],
    ],
    soldBy: 'Pack',
  },
  {
    key: 'VL-CT10',
    name: 'Vial / Carton of 10 Vials',
    units: [
      ['Vial', 1],
      ['Carton of 10 Vials', 10],
    ],
    soldBy: 'Vial',
  },
  {
    key: 'VL-CT25',
    name: 'Vial / Carton of 25 Vials',
    units: [
      ['Vial', 1],
      ['Carton of 25 Vials', 25],
    ],
    soldBy: 'Vial',
  },
  { key: 'BT', name: 'Bottle', units: [['Bottle', 1]], soldBy: 'Bottle' },
  {
    key: 'BT-CS12',
    name: 'Bottle / Case of 12 Bottles',
    units: [
      ['Bottle', 1],
      ['Case of 12 Bottles', 12],
    ],
    soldBy: 'Bottle',
  },
  {
    key: 'BT-CS24',
    name: 'Bottle / Case of 24 Bottles',
    units: [
      ['Bottle', 1],
      ['Case of 24 Bottles', 24],
    ],
    soldBy: 'Bottle',
  },
  {
    key: 'BG-CS12',
    name: 'Bag / Case of 12 Bags',
    units: [
      ['Bag', 1],
      ['Case of 12 Bags', 12],
    ],
    soldBy: 'Bag',
  },
  {
    key: 'BG-CS24',
    name: 'Bag / Case of 24 Bags',
    units: [
      ['Bag', 1],
      ['Case of 24 Bags', 24],
    ],
    soldBy: 'Bag',
  },
  {
    key: 'EA-CS6',
    name: 'Each / Case of 6',
    units: [
      ['Each', 1],
      ['Case of 6', 6],
    ],
    soldBy: 'Each',
  },
  {
    key: 'EA-CS12',
    name: 'Each / Case of 12',
    units: [
      ['Each', 1],
      ['Case of 12', 12],
    ],
    soldBy: 'Each',
  },
  {
    key: 'EA-CS20',
    name: 'Each / Case of 20',
    units: [
      ['Each', 1],
      ['Case of 20', 20],
    ],
    soldBy: 'Each',
  },
  {
    key: 'EA-CS50',
    name: 'Each / Case of 50',
    units: [
      ['Each', 1],
      ['Case of 50', 50],
    ],
    defaultUnit: 1,
    soldBy: 'Case',
  },
  {
    key: 'KT-CS20',
    name: 'Kit / Case of 20 Kits',
    units: [
      ['Kit', 1],
      ['Case of 20 Kits', 20],
    ],
    soldBy: 'Kit',
  },
  {
    key: 'RL-BX12',
    name: 'Roll / Box of 12 Rolls',
    units: [
      ['Roll', 1],
      ['Box of 12 Rolls', 12],
    ],
    soldBy: 'Roll',
  },
  {
    key: 'RL-CS24',
    name: 'Roll / Case of 24 Rolls',
    units: [
      ['Roll', 1],
      ['Case of 24 Rolls', 24],
    ],
    soldBy: 'Roll',
  },
  {
    key: 'TB-CS12',
    name: 'Tube / Case of 12 Tubes',
    units: [
      ['Tube', 1],
      ['Case of 12 Tubes', 12],
    ],
    soldBy: 'Tube',
  },
  {
    key: 'CN-CS12',
    name: 'Canister / Case of 12 Canisters',
    units: [
      ['Canister', 1],
      ['Case of 12 Canisters', 12],
    ],
    soldBy: 'Canister',
  },
  {
    key: 'RM-CS10',
    name: 'Ream / Case of 10 Reams',
    units: [
      ['Ream', 1],
      ['Case of 10 Reams', 10],
    ],
    soldBy: 'Ream',
  },
  {
    key: 'GL-CS4',
    name: 'Gallon / Case of 4 Gallons',
    units: [
      ['Gallon', 1],
      ['Case of 4 Gallons', 4],
    ],
    soldBy: 'Gallon',
  },
];

// ---------------------------------------------------------------------------------------------
// Manufacturers (all fictional) and their product lines.

export type Specialty =
  | 'gloves'
  | 'sharps'
  | 'wound'
  | 'diagnostics'
  | 'ppe'
  | 'pharma'
  | 'iv'
  | 'respiratory'
  | 'sterile'
  | 'lab'
  | 'equipment'
  | 'office';

export interface ManufacturerSpec {
  name: string;
  /** Prefix of the manufacturer's part numbers (MPNs). */
  code: string;
  specialties: readonly Specialty[];
}

export const MANUFACTURERS: readonly ManufacturerSpec[] = [
  { name: 'Halvorsen Medical', code: 'HVM', specialties: ['gloves', 'ppe', 'wound'] },
  { name: 'Crestline Surgical', code: 'CSL', specialties: ['gloves', 'sharps', 'wound', 'sterile'] },
  { name: 'Ambermoor Healthcare', code: 'AMH', specialties: ['wound', 'ppe', 'respiratory'] },
  { name: 'Bayfield Diagnostics', code: 'BFD', specialties: ['diagnostics', 'lab'] },
  { name: 'Corvane Laboratories', code: 'CVL', specialties: ['lab', 'diagnostics'] },
  { name: 'Delmar Scientific', code: 'DMS', specialties: ['lab', 'sterile'] },
  { name: 'Everwell Medical Products', code: 'EWM', specialties: ['gloves', 'wound', 'respiratory'] },
  { name: 'Fairhaven Pharmaceuticals', code: 'FHP', specialties: ['pharma'] },
  { name: 'Granite Peak Surgical', code: 'GPS', specialties: ['sharps', 'iv', 'sterile'] },
  { name: 'Harborlight Health', code: 'HLH', specialties: ['ppe', 'gloves'] },
  { name: 'Ironbridge Instruments', code: 'IBI', specialties: ['diagnostics', 'equipment'] },
  { name: 'Juniper Ridge Medical', code: 'JRM', specialties: ['iv', 'sharps', 'respiratory'] },
  { name: 'Kestrel Biosystems', code: 'KBS', specialties: ['diagnostics', 'lab'] },
  { name: 'Larchmont Laboratories', code: 'LML', specialties: ['pharma'] },
  { name: 'Meadowbrook Pharmaceuticals', code: 'MBP', specialties: ['pharma'] },
  { name: 'Northmere Respiratory', code: 'NMR', specialties: ['respiratory'] },
  { name: 'Oakhurst Medical', code: 'OKM', specialties: ['equipment', 'wound'] },
  { name: 'Pinecrest Supply Co.', code: 'PSC', specialties: ['office', 'ppe', 'gloves'] },
  { name: 'Quillon Healthcare', code: 'QHC', specialties: ['iv', 'sharps', 'wound'] },
  { name: 'Redstone Clinical', code: 'RSC', specialties: ['diagnostics', 'sterile', 'ppe'] },
  { name: 'Silverline Sterile Products', code: 'SSP', specialties: ['sterile'] },
  { name: 'Tarrow Medical Devices', code: 'TMD', specialties: ['sharps', 'iv', 'diagnostics'] },
  { name: 'Umberfield Industries', code: 'UFI', specialties: ['office', 'equipment'] },
  { name: 'Valecrest Diagnostics', code: 'VCD', specialties: ['diagnostics'] },
  { name: 'Westbrook Clinical Furniture', code: 'WCF', specialties: ['equipment'] },
  { name: 'Yarrow Pharmaceuticals', code: 'YRP', specialties: ['pharma'] },
  { name: 'Ashgrove Office Supply', code: 'AOS', specialties: ['office'] },
  { name: 'Brightwater Infusion', code: 'BWI', specialties: ['iv'] },
  { name: 'Coldspring Respiratory', code: 'CSR', specialties: ['respiratory'] },
  { name: 'Dunmore Equipment Co.', code: 'DEC', specialties: ['equipment', 'office'] },
  { name: 'Elmstead Biologics', code: 'ELB', specialties: ['pharma'] },
  { name: 'Foxley Safety Products', code: 'FSP', specialties: ['ppe', 'sterile'] },
];

/** Product-line names are a prefix and a suffix ('SureGrip', 'CuraFlow'), chosen per manufacturer and template. */
export const LINE_PREFIXES = [
  'Sure',
  'Accu',
  'True',
  'Pure',
  'Opti',
  'Cura',
  'Medi',
  'Flex',
  'Steri',
  'Clear',
  'Vita',
  'Nova',
  'Derma',
  'Prime',
  'Ever',
  'Safe',
  'Terra',
  'Aero',
  'Lumi',
  'Evo',
] as const;
export const LINE_SUFFIXES = [
  'Grip',
  'Guard',
  'Touch',
  'Flow',
  'Fit',
  'Line',
  'Care',
  'Shield',
  'Sense',
  'Form',
  'Tech',
  'Pro',
  'Max',
  'Plus',
  'Soft',
  'Core',
  'Mark',
  'Wave',
  'Lite',
  'Edge',
] as const;

// ---------------------------------------------------------------------------------------------
// Item templates

/** A named property of an item. Values in the display name when inName (the default). */
export interface AttributeSpec {
  name: string;
  values: readonly string[];
  inName?: boolean;
  /** Price factor of each value (a 60 mL syringe costs more than a 3 mL one); 1 when absent. */
  priceScale?: readonly number[];
  /** Packaging of each value, a UNIT_TYPES key, when the value decides it (a gallon jug). */
  unitKeys?: readonly string[];
}

/** The dimension a matrix parent's children differ in: [value, code for item number and MPN]. */
export interface VariantSpec {
  name: string;
  values: readonly (readonly [string, string])[];
  /** Fewest children in a family (a run of consecutive values). */
  min: number;
}

export interface ItemTemplate {
  /** The product noun; `{Attribute}` is replaced by that attribute's value. */
  noun: string;
  kind: ProductKind;
  /** Short package label of the illustration; may use `{Attribute}`. */
  label: string;
  attrs: readonly AttributeSpec[];
  variant?: VariantSpec;
  /** Share of this template's items made as variant families. */
  variantShare?: number;
  /** Keys of UNIT_TYPES this item may be packed in. */
  units: readonly string[];
  /** Base price per base unit, cents: [low, high] (drawn log-uniformly). */
  price: readonly [number, number];
  makers: readonly Specialty[];
  /** First paragraph of the description; may use `{Attribute}`. */
  blurb: string;
  features: readonly string[];
  keywords: readonly string[];
  files: readonly DocumentKind[];
  /** Weighted Rx levels ([level, weight]); absent means level 0. */
  rx?: readonly (readonly [number, number])[];
  /** Illustration colours (hex, no '#'); a 'Color' attribute wins when it names a known colour. */
  colors?: readonly string[];
  allocationShare?: number;
  specialOrderShare?: number;
  /** Relative share of the catalogue (default 1). */
  weight?: number;
  /** Sold under the generic name only (pharmaceuticals): no product-line name. */
  generic?: boolean;
  /** Storage and handling sentence of the description. */
  storage?: string;
}

export interface CategorySpec {
  name: string;
  kind: ProductKind;
  color: string;
  description: string;
  children?: readonly CategorySpec[];
  templates?: readonly ItemTemplate[];
}

/** Colour names used in Color attributes and the illustration colour they stand for. */
export const COLOR_HEX: Readonly<Record<string, string>> = {
  Blue: '2563eb',
  'Light Blue': '60a5fa',
  'Ice Blue': '7dd3fc',
  Cobalt: '1d4ed8',
  Purple: '7c3aed',
  Lavender: 'a78bfa',
  Violet: '8b5cf6',
  Black: '27272a',
  White: 'a1a1aa',
  Gray: '6b7280',
  Green: '16a34a',
  Teal: '0d9488',
  Pink: 'db2777',
  Orange: 'ea580c',
  Yellow: 'ca8a04',
  Red: 'dc2626',
  Natural: 'c8a97e',
  Ivory: 'b8a88a',
  Tan: 'a47e5a',
  Clear: '38bdf8',
  Navy: '1e3a8a',
  Burgundy: '9f1239',
  'Ceil Blue': '6b9ac4',
  'Hunter Green': '166534',
  Charcoal: '374151',
  Beige: 'b59f7b',
};

const GLOVE_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['X-Small', 'XS'],
    ['Small', 'S'],
    ['Medium', 'M'],
    ['Large', 'L'],
    ['X-Large', 'XL'],
    ['XX-Large', 'XXL'],
  ],
  min: 4,
};

const SURGICAL_GLOVE_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['6', '60'],
    ['6.5', '65'],
    ['7', '70'],
    ['7.5', '75'],
    ['8', '80'],
    ['8.5', '85'],
    ['9', '90'],
  ],
  min: 5,
};

const APPAREL_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['Small', 'S'],
    ['Medium', 'M'],
    ['Large', 'L'],
    ['X-Large', 'XL'],
    ['XX-Large', 'XXL'],
    ['3X-Large', '3XL'],
  ],
  min: 4,
};

const NEEDLE_GAUGES: VariantSpec = {
  name: 'Gauge',
  values: [
    ['18G', '18'],
    ['20G', '20'],
    ['21G', '21'],
    ['22G', '22'],
    ['23G', '23'],
    ['25G', '25'],
    ['27G', '27'],
    ['30G', '30'],
  ],
  min: 3,
};

const CATHETER_GAUGES: VariantSpec = {
  name: 'Gauge',
  values: [
    ['14G', '14'],
    ['16G', '16'],
    ['18G', '18'],
    ['20G', '20'],
    ['22G', '22'],
    ['24G', '24'],
  ],
  min: 4,
};

const RESPIRATOR_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['Small', 'S'],
    ['Regular', 'R'],
    ['Large', 'L'],
  ],
  min: 2,
};

const CUFF_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['Infant', 'INF'],
    ['Child', 'CHD'],
    ['Small Adult', 'SA'],
    ['Adult', 'AD'],
    ['Large Adult', 'LA'],
    ['Thigh', 'TH'],
  ],
  min: 3,
};

const AIRWAY_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['40 mm', '40'],
    ['50 mm', '50'],
    ['60 mm', '60'],
    ['70 mm', '70'],
    ['80 mm', '80'],
    ['90 mm', '90'],
    ['100 mm', '100'],
  ],
  min: 4,
};

const ET_TUBE_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['5.0 mm', '50'],
    ['5.5 mm', '55'],
    ['6.0 mm', '60'],
    ['6.5 mm', '65'],
    ['7.0 mm', '70'],
    ['7.5 mm', '75'],
    ['8.0 mm', '80'],
    ['8.5 mm', '85'],
  ],
  min: 4,
};

const SUCTION_SIZES: VariantSpec = {
  name: 'Size',
  values: [
    ['8 Fr', '8F'],
    ['10 Fr', '10F'],
    ['12 Fr', '12F'],
    ['14 Fr', '14F'],
    ['16 Fr', '16F'],
    ['18 Fr', '18F'],
  ],
  min: 3,
};

const GLOVE_FEATURES = [
  'Textured fingertips for a secure grip on wet and dry instruments',
  'Beaded cuff for easy donning and roll-back resistance',
  'Ambidextrous design fits either hand',
  'Tested for use with chemotherapy drugs per ASTM D6978',
  'Acceptable Quality Level (AQL) 1.5 for pinholes',
  'Meets ASTM D6319 performance requirements',
  'Low dermatitis potential: accelerator-free formulation',
  'Dispenser box with a tear-away opening for one-glove-at-a-time removal',
  'Food-contact compliant for dietary and lab work',
  'Not made with natural rubber latex',
] as const;

const SYRINGE_FEATURES = [
  'Clear barrel with bold, permanent graduations',
  'Smooth plunger glide for controlled aspiration and injection',
  'Latex-free plunger stopper',
  'Sterile, single use; non-pyrogenic fluid path',
  'Individually blister-packed for aseptic presentation',
  'Secure plunger stop prevents accidental separation',
  'Compatible with all standard Luer needles and connectors',
] as const;

const DRESSING_FEATURES = [
  'Conformable to heels, elbows and other difficult areas',
  'Waterproof, bacteria-barrier backing',
  'Gentle adhesive removes without stripping skin',
  'Highly absorbent, locks exudate away from the wound bed',
  'Maintains a moist wound-healing environment',
  'Can stay in place for up to 7 days depending on exudate',
  'Sterile, individually packaged in a peel-open pouch',
  'Latex-free',
] as const;

const TEST_FEATURES = [
  'Results in 10 minutes or less',
  'CLIA-waived for use in physician office laboratories',
  'Built-in procedural control line on every test',
  'Room-temperature storage; no refrigeration required',
  'Kit includes all materials needed to run the tests',
  'Sensitivity and specificity data available in the package insert',
] as const;

const DEVICE_FEATURES = [
  'Two-year manufacturer warranty',
  'Easy-clean surfaces withstand hospital-grade disinfectants',
  'Large, high-contrast display readable at a distance',
  'Battery and mains operation',
  'Validated against clinical reference standards',
  'Lightweight and portable with an integrated handle',
] as const;

const FURNITURE_FEATURES = [
  'Seamless upholstery resists fluids and cleans with standard disinfectants',
  'Steel frame with powder-coated finish',
  'Ships fully assembled from the manufacturer',
  'Five-year structural warranty',
  'ADA-compliant design',
  'Locking casters for stability during procedures',
] as const;

const PPE_FEATURES = [
  'Fluid-resistant for protection against splashes and sprays',
  'Latex-free construction',
  'Lightweight, breathable material for comfort during long shifts',
  'Single use; discard after each patient encounter',
  'Meets ASTM F2100 requirements for its protection level',
  'Packed in a dispenser box for easy one-at-a-time access',
] as const;

const DRUG_FEATURES = [
  'Manufactured in an FDA-registered facility',
  'Barcoded unit-of-use labeling for scanning at the point of care',
  'Tamper-evident closure',
  'Lot number and expiry printed on every container',
  'Latex-free stopper and packaging components',
] as const;

const LAB_FEATURES = [
  'Certified free of DNase, RNase and pyrogens',
  'Lot-traceable with a certificate of analysis on request',
  'Clear polypropylene withstands temperatures from -80 °C to 121 °C',
  'Leak-resistant closure',
  'Printed graduations and a frosted writing area',
] as const;

const OFFICE_FEATURES = [
  'Bulk packaging for clinics and hospital departments',
  'Smudge-resistant, fast-drying print surface',
  'Compatible with standard laser and thermal printers',
  'Made with recycled content',
] as const;

// Small helpers keep the tables below readable.
const attr = (name: string, values: readonly string[], inName = true): AttributeSpec => ({
  name,
  values,
  inName,
});
const info = (name: string, ...values: string[]): AttributeSpec => ({ name, values, inName: false });
/** An attribute whose values change the price: [value, price factor]. */
const priced = (
  name: string,
  values: readonly (readonly [string, number])[],
  inName = true,
): AttributeSpec => ({
  name,
  values: values.map(([value]) => value),
  inName,
  priceScale: values.map(([, scale]) => scale),
});
/** An attribute whose values decide price and packaging: [value, price factor, unit type key]. */
const sized = (
  name: string,
  values: readonly (readonly [string, number, string])[],
  inName = true,
): AttributeSpec => ({
  ...priced(
    name,
    values.map(([value, scale]) => [value, scale] as const),
    inName,
  ),
  unitKeys: values.map(([, , unitKey]) => unitKey),
});

/**
 * Price factor of a drug package relative to the smallest common one: tablets by count, liquids by
 * volume (vials of 10 mL do not cost ten times a 1 mL vial, hence the square-root-like curve).
 */
function packScale(pack: string): number {
  const count = /(?:Bottle of|Unit-Dose) (\d+)/.exec(pack);
  if (count?.[1]) return (Number(count[1]) / 30) ** 0.85;
  const millilitres = /^(\d+(?:\.\d+)?) mL/.exec(pack);
  if (millilitres?.[1]) return Math.max(0.6, Number(millilitres[1]) ** 0.5);
  const grams = /^(\d+(?:\.\d+)?) g /.exec(pack);
  if (grams?.[1]) return Math.max(0.6, (Number(grams[1]) / 15) ** 0.6);
  const ounces = /^(\d+) oz/.exec(pack);
  if (ounces?.[1]) return Number(ounces[1]) / 4;
  return 1;
}

interface DrugSpec {
  drug: string;
  form: string;
  strengths: readonly string[];
  packs: readonly string[];
  units: readonly string[];
  price: readonly [number, number];
  rx: number;
  kind?: ProductKind;
  blurb: string;
  keywords: readonly string[];
  allocationShare?: number;
  weight?: number;
}

/** A pharmaceutical template: generic name, strength and pack in the name; package insert and SDS as files. */
function drug(spec: DrugSpec): ItemTemplate {
  const injectable = /Injection|Vaccine|Toxoid|for Injection/.test(spec.form + spec.drug);
  return {
    noun: `${spec.drug} ${spec.form}`.trim(),
    kind: spec.kind ?? (injectable ? 'vial' : 'pill-bottle'),
    label: spec.drug,
    attrs: [
      attr('Strength', spec.strengths),
      priced(
        'Package',
        spec.packs.map((pack) => [pack, packScale(pack)] as const),
      ),
    ],
    units: spec.units,
    // The range is for the smallest package; larger ones scale by packScale.
    price: [spec.price[0], Math.min(spec.price[1], spec.price[0] * 3)],
    makers: ['pharma'],
    blurb: spec.blurb,
    features: DRUG_FEATURES,
    keywords: spec.keywords,
    files: ['package-insert', 'sds'],
    rx: [[spec.rx, 1]],
    colors: ['4f46e5', '0f766e', 'b45309', 'be123c', '1d4ed8', '15803d'],
    generic: true,
    storage: injectable
      ? 'Store at 20 °C to 25 °C (68 °F to 77 °F); protect from light. Discard unused portion of single-dose containers.'
      : 'Store at 20 °C to 25 °C (68 °F to 77 °F) in a tight, light-resistant container.',
    weight: spec.weight ?? 0.35,
    ...(spec.allocationShare ? { allocationShare: spec.allocationShare } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The category tree. Each leaf lists its item templates.

const examGloves: CategorySpec = {
  name: 'Exam Gloves',
  kind: 'glove-box',
  color: '2563eb',
  description:
    'Disposable examination gloves in nitrile, latex, vinyl and synthetic blends, plus sterile surgical gloves.',
  children: [
    {
      name: 'Nitrile Gloves',
      kind: 'glove-box',
      color: '2563eb',
      description: 'Latex-free nitrile exam gloves for everyday clinical use.',
      children: [
        {
          name: 'Powder-Free Nitrile Exam Gloves',
          kind: 'glove-box',
          color: '2563eb',
          description: 'Standard-cuff nitrile exam gloves in every size.',
          templates: [
            {
              noun: 'Nitrile Exam Gloves',
              kind: 'glove-box',
              label: 'Nitrile',
              attrs: [
                attr('Powder', ['Powder-Free']),
                attr('Texture', ['Textured Fingertips', 'Fully Textured', 'Smooth']),
                attr('Color', ['Blue', 'Cobalt', 'Purple', 'Lavender', 'Black', 'White', 'Ice Blue']),
                info('Thickness', '3 mil', '3.5 mil', '4 mil', '5 mil'),
                info('Cuff Length', '9.5 in'),
                info('Latex Free', 'Yes'),
                info('Sterility', 'Non-Sterile'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.85,
              units: ['BX100-CS10', 'BX200-CS10', 'BX250-CS10'],
              price: [650, 1900],
              makers: ['gloves'],
              blurb:
                'Powder-free nitrile examination gloves in {Color} with {Texture}, combining the strength and puncture resistance of nitrile with a soft, latex-free feel.',
              features: GLOVE_FEATURES,
              keywords: [
                'nitrile gloves',
                'exam gloves',
                'examination gloves',
                'disposable gloves',
                'latex free gloves',
              ],
              files: ['spec-sheet', 'sds'],
              allocationShare: 0.03,
              weight: 4,
              storage: 'Store in a cool, dry place away from direct sunlight, ozone and sources of heat.',
            },
          ],
        },
        {
          name: 'Extended Cuff Nitrile Gloves',
          kind: 'glove-box',
          color: '1d4ed8',
          description: 'Long-cuff nitrile gloves for extra forearm protection.',
          templates: [
            {
              noun: 'Extended Cuff Nitrile Exam Gloves',
              kind: 'glove-box',
              label: 'Nitrile XC',
              attrs: [
                attr('Cuff Length', ['12 in', '11 in']),
                attr('Color', ['Blue', 'Cobalt', 'Purple', 'Black']),
                info('Thickness', '6 mil', '8 mil'),
                info('Powder', 'Powder-Free'),
                info('Latex Free', 'Yes'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.85,
              units: ['BX50-CS10', 'BX100-CS10'],
              price: [1200, 2600],
              makers: ['gloves'],
              blurb:
                'Heavier-gauge nitrile gloves with a {Cuff Length} extended cuff that overlaps gown sleeves for added protection during high-risk procedures.',
              features: GLOVE_FEATURES,
              keywords: ['extended cuff gloves', 'long cuff gloves', 'nitrile gloves', 'high risk gloves'],
              files: ['spec-sheet', 'sds'],
              weight: 1.5,
            },
          ],
        },
        {
          name: 'Chemotherapy Gloves',
          kind: 'glove-box',
          color: '7c3aed',
          description: 'Nitrile gloves tested for use with chemotherapy drugs.',
          templates: [
            {
              noun: 'Chemo-Rated Nitrile Exam Gloves',
              kind: 'glove-box',
              label: 'Chemo Nitrile',
              attrs: [
                attr('Color', ['Purple', 'Blue', 'Violet']),
                attr('Cuff Length', ['12 in', '9.5 in']),
                info('Standard', 'ASTM D6978'),
                info('Powder', 'Powder-Free'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.8,
              units: ['BX100-CS10', 'BX50-CS10'],
              price: [1500, 3200],
              makers: ['gloves'],
              blurb:
                'Nitrile gloves in {Color} tested against a panel of chemotherapy drugs to ASTM D6978, for compounding and administration of hazardous drugs.',
              features: GLOVE_FEATURES,
              keywords: ['chemo gloves', 'chemotherapy gloves', 'hazardous drug gloves', 'nitrile gloves'],
              files: ['spec-sheet', 'sds'],
              weight: 1,
            },
          ],
        },
      ],
    },
    {
      name: 'Latex Gloves',
      kind: 'glove-box',
      color: 'b8a88a',
      description: 'Natural rubber latex exam gloves with classic fit and tactile sensitivity.',
      children: [
        {
          name: 'Latex Exam Gloves',
          kind: 'glove-box',
          color: 'c8a97e',
          description: 'Non-sterile latex examination gloves.',
          templates: [
            {
              noun: 'Latex Exam Gloves',
              kind: 'glove-box',
              label: 'Latex',
              attrs: [
                attr('Powder', ['Powder-Free', 'Lightly Powdered']),
                attr('Texture', ['Textured', 'Smooth']),
                info('Color', 'Natural'),
                info('Cuff Length', '9.5 in'),
                info('Sterility', 'Non-Sterile'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.8,
              units: ['BX100-CS10'],
              price: [700, 1500],
              makers: ['gloves'],
              blurb:
                '{Powder} natural rubber latex examination gloves with a {Texture} finish, offering excellent elasticity, comfort and tactile sensitivity.',
              features: GLOVE_FEATURES.slice(0, 8),
              keywords: ['latex gloves', 'exam gloves', 'natural rubber gloves'],
              files: ['spec-sheet', 'sds'],
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Sterile Exam Gloves',
          kind: 'glove-pack',
          color: 'c8a97e',
          description: 'Individually packaged sterile pairs for minor procedures.',
          templates: [
            {
              noun: 'Sterile Exam Gloves, Pairs',
              kind: 'glove-pack',
              label: 'Sterile Pair',
              attrs: [
                attr('Material', ['Latex', 'Nitrile']),
                info('Powder', 'Powder-Free'),
                info('Sterility', 'Sterile'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.7,
              units: ['PR-BX50-CS4'],
              price: [45, 110],
              makers: ['gloves'],
              blurb:
                'Sterile {Material} exam gloves packed in pairs for wound care, catheter insertion and other aseptic procedures outside the operating room.',
              features: ['Gamma-sterilized, individually packaged pairs', ...GLOVE_FEATURES.slice(1, 5)],
              keywords: ['sterile gloves', 'sterile exam gloves', 'glove pairs'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Vinyl & Synthetic Gloves',
      kind: 'glove-box',
      color: '0891b2',
      description: 'Economical vinyl and stretch synthetic gloves for short-duration tasks.',
      children: [
        {
          name: 'Vinyl Exam Gloves',
          kind: 'glove-box',
          color: '0891b2',
          description: 'Latex-free vinyl gloves for low-risk tasks.',
          templates: [
            {
              noun: 'Vinyl Exam Gloves',
              kind: 'glove-box',
              label: 'Vinyl',
              attrs: [
                attr('Powder', ['Powder-Free', 'Lightly Powdered']),
                attr('Color', ['Clear', 'Blue']),
                info('Latex Free', 'Yes'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.8,
              units: ['BX100-CS10'],
              price: [350, 900],
              makers: ['gloves', 'ppe'],
              blurb:
                '{Powder} vinyl examination gloves ({Color}) for short, low-risk tasks such as patient exams, housekeeping and food handling.',
              features: GLOVE_FEATURES.slice(1, 3),
              keywords: ['vinyl gloves', 'clear gloves', 'exam gloves', 'economy gloves'],
              files: ['spec-sheet', 'sds'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Stretch Synthetic Gloves',
          kind: 'glove-box',
          color: '0e7490',
          description: 'Stretch vinyl and nitrile-blend gloves with a closer fit than vinyl.',
          templates: [
            {
              noun: 'Stretch Synthetic Exam Gloves',
              kind: 'glove-box',
              label: 'Stretch Synth',
              attrs: [
                attr('Color', ['Ice Blue', 'White', 'Clear', 'Light Blue']),
                info('Powder', 'Powder-Free'),
              ],
              variant: GLOVE_SIZES,
              variantShare: 0.8,
              units: ['BX100-CS10', 'BX200-CS10'],
              price: [450, 1100],
              makers: ['gloves'],
              blurb:
                'A stretch synthetic blend that fits closer than vinyl at a lower cost than nitrile, in {Color}.',
              features: GLOVE_FEATURES.slice(1, 4),
              keywords: ['synthetic gloves', 'stretch vinyl gloves', 'exam gloves'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'Surgical Gloves',
      kind: 'glove-pack',
      color: '65a30d',
      description: 'Sterile surgeon’s gloves in full and half sizes.',
      children: [
        {
          name: 'Latex Surgical Gloves',
          kind: 'glove-pack',
          color: 'c8a97e',
          description: 'Sterile natural rubber latex surgeon’s gloves.',
          templates: [
            {
              noun: 'Latex Surgical Gloves',
              kind: 'glove-pack',
              label: 'Surgical',
              attrs: [
                attr('Finish', ['Micro-Textured', 'Smooth']),
                info('Powder', 'Powder-Free'),
                info('Sterility', 'Sterile'),
              ],
              variant: SURGICAL_GLOVE_SIZES,
              variantShare: 0.9,
              units: ['PR-BX50-CS4'],
              price: [95, 210],
              makers: ['gloves', 'sterile'],
              blurb:
                'Powder-free latex surgeon’s gloves with a {Finish} surface and anatomical shape for precise instrument handling and reduced hand fatigue.',
              features: [
                'Anatomical hand shape',
                'Inner polymer coating for damp donning',
                'Beaded cuff stays in place',
                'Sterilized by gamma irradiation',
              ],
              keywords: ['surgical gloves', 'surgeon gloves', 'sterile gloves', 'latex surgical gloves'],
              files: ['spec-sheet', 'ifu'],
              weight: 0.7,
            },
          ],
        },
        {
          name: 'Synthetic Surgical Gloves',
          kind: 'glove-pack',
          color: '65a30d',
          description: 'Latex-free polyisoprene and neoprene surgeon’s gloves.',
          templates: [
            {
              noun: '{Material} Surgical Gloves',
              kind: 'glove-pack',
              label: '{Material}',
              attrs: [
                attr('Material', ['Polyisoprene', 'Neoprene'], false),
                attr('Color', ['Green', 'Ivory', 'Tan']),
                info('Latex Free', 'Yes'),
                info('Sterility', 'Sterile'),
              ],
              variant: SURGICAL_GLOVE_SIZES,
              variantShare: 0.9,
              units: ['PR-BX50-CS4'],
              price: [150, 320],
              makers: ['gloves', 'sterile'],
              blurb:
                'Latex-free {Material} surgeon’s gloves that match the feel of natural rubber latex, for latex-sensitive surgical teams and patients.',
              features: [
                'Latex-free, synthetic elastomer',
                'Anatomical hand shape',
                'Double-gloving compatible',
                'Sterilized by gamma irradiation',
              ],
              keywords: [
                'latex free surgical gloves',
                'polyisoprene gloves',
                'neoprene gloves',
                'sterile gloves',
              ],
              files: ['spec-sheet', 'ifu'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
  ],
};

const needlesSyringes: CategorySpec = {
  name: 'Needles & Syringes',
  kind: 'syringe',
  color: '0891b2',
  description:
    'Hypodermic needles, syringes, insulin and tuberculin syringes, blood collection and sharps disposal.',
  children: [
    {
      name: 'Hypodermic Needles',
      kind: 'needle',
      color: '0891b2',
      description: 'Conventional and safety hypodermic needles in every gauge.',
      children: [
        {
          name: 'Standard Hypodermic Needles',
          kind: 'needle',
          color: '0891b2',
          description: 'Sterile, single-use hypodermic needles.',
          templates: [
            {
              noun: 'Hypodermic Needles',
              kind: 'needle',
              label: 'Hypodermic',
              attrs: [
                attr('Length', ['1/2 in', '5/8 in', '1 in', '1-1/2 in']),
                attr('Bevel', ['Regular Bevel', 'Short Bevel']),
                info('Hub', 'Luer'),
              ],
              variant: NEEDLE_GAUGES,
              variantShare: 0.8,
              units: ['BX100-CS10'],
              price: [450, 1200],
              makers: ['sharps'],
              blurb:
                'Sterile hypodermic needles, {Length}, with a {Bevel} tri-beveled, lubricated point for smooth penetration and a color-coded hub that identifies the gauge at a glance.',
              features: [
                'Tri-bevel, silicone-lubricated point',
                'Color-coded polypropylene hub',
                'Sterile, non-pyrogenic, single use',
                'Fits Luer-slip and Luer-lock syringes',
              ],
              keywords: ['hypodermic needles', 'needles', 'injection needles'],
              files: ['spec-sheet'],
              weight: 2,
            },
          ],
        },
        {
          name: 'Safety Hypodermic Needles',
          kind: 'needle',
          color: 'ea580c',
          description: 'Needles with an integrated sharps-injury-prevention shield.',
          templates: [
            {
              noun: 'Safety Hypodermic Needles',
              kind: 'needle',
              label: 'Safety Needle',
              attrs: [
                attr('Length', ['5/8 in', '1 in', '1-1/2 in']),
                attr('Shield', ['Hinged Shield', 'Sliding Sheath']),
              ],
              variant: NEEDLE_GAUGES,
              variantShare: 0.8,
              units: ['BX50-CS10', 'BX100-CS8'],
              price: [900, 2400],
              makers: ['sharps'],
              blurb:
                'Safety needles, {Length}, with a {Shield} that is activated one-handed after the injection, helping facilities meet needlestick-prevention requirements.',
              features: [
                'One-handed activation',
                'Audible click confirms the needle is covered',
                'Color-coded hub by gauge',
                'Sterile, single use',
              ],
              keywords: ['safety needles', 'needlestick prevention', 'hypodermic needles'],
              files: ['spec-sheet', 'ifu'],
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Filter & Blunt Fill Needles',
          kind: 'needle',
          color: '0d9488',
          description: 'Blunt and filter needles for drawing up medications.',
          templates: [
            {
              noun: '{Type} Needles',
              kind: 'needle',
              label: '{Type}',
              attrs: [
                attr('Type', ['Blunt Fill', 'Filter', 'Blunt Filter'], false),
                attr('Gauge', ['18G', '19G']),
                attr('Length', ['1 in', '1-1/2 in']),
              ],
              units: ['BX100-CS10'],
              price: [900, 2800],
              makers: ['sharps'],
              blurb:
                '{Type} needles, {Gauge} × {Length}, for drawing medication from vials and ampules without coring or glass particulates.',
              features: [
                '5-micron filter (filter styles)',
                'Blunt tip reduces needlestick risk',
                'Sterile, single use',
              ],
              keywords: ['blunt needles', 'filter needles', 'fill needles', 'drawing up needles'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
      ],
    },
    {
      name: 'Syringes',
      kind: 'syringe',
      color: '0284c7',
      description: 'Luer-lock, slip-tip and oral syringes, with or without needles.',
      children: [
        {
          name: 'Luer-Lock Syringes',
          kind: 'syringe',
          color: '0284c7',
          description: 'Syringes with a threaded Luer-lock tip.',
          templates: [
            {
              noun: 'Luer-Lock Syringes',
              kind: 'syringe',
              label: 'Luer Lock {Capacity}',
              attrs: [
                priced('Capacity', [
                  ['1 mL', 1],
                  ['3 mL', 1],
                  ['5 mL', 1.1],
                  ['10 mL', 1.4],
                  ['20 mL', 2.2],
                  ['30 mL', 2.8],
                  ['60 mL', 4.5],
                ]),
                priced('Needle', [
                  ['Without Needle', 1],
                  ['With 21G × 1 in Needle', 1.7],
                  ['With 23G × 1 in Needle', 1.7],
                ]),
              ],
              units: ['BX100-CS8', 'BX50-CS10'],
              price: [700, 1100],
              makers: ['sharps'],
              blurb:
                '{Capacity} Luer-lock syringes ({Needle}) with a threaded tip that locks needles and connectors securely in place.',
              features: SYRINGE_FEATURES,
              keywords: ['luer lock syringes', 'syringes', 'disposable syringes'],
              files: ['spec-sheet'],
              weight: 2,
            },
          ],
        },
        {
          name: 'Slip-Tip Syringes',
          kind: 'syringe',
          color: '0369a1',
          description: 'Syringes with a friction-fit slip tip.',
          templates: [
            {
              noun: 'Slip-Tip Syringes',
              kind: 'syringe',
              label: 'Slip Tip {Capacity}',
              attrs: [
                priced('Capacity', [
                  ['3 mL', 1],
                  ['5 mL', 1.1],
                  ['10 mL', 1.4],
                  ['20 mL', 2.2],
                  ['60 mL', 4.5],
                ]),
                attr('Tip', ['Concentric Tip', 'Eccentric Tip', 'Catheter Tip']),
              ],
              units: ['BX100-CS8', 'BX50-CS10'],
              price: [600, 950],
              makers: ['sharps'],
              blurb:
                '{Capacity} slip-tip syringes with a {Tip} for irrigation, enteral feeding preparation and general use.',
              features: SYRINGE_FEATURES,
              keywords: ['slip tip syringes', 'syringes', 'irrigation syringes'],
              files: ['spec-sheet'],
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Oral Syringes',
          kind: 'syringe',
          color: 'ea580c',
          description: 'Amber and clear oral dispensing syringes that do not accept needles.',
          templates: [
            {
              noun: 'Oral Dispensing Syringes',
              kind: 'syringe',
              label: 'Oral {Capacity}',
              attrs: [
                priced('Capacity', [
                  ['1 mL', 1],
                  ['3 mL', 1.15],
                  ['5 mL', 1.3],
                  ['10 mL', 1.6],
                ]),
                attr('Color', ['Orange', 'Clear']),
              ],
              units: ['BX100-CS10', 'BX50-CS10'],
              price: [900, 1400],
              makers: ['sharps'],
              blurb:
                '{Capacity} oral syringes in {Color} with an ENFit-style tip that cannot connect to IV lines, marked ORAL USE ONLY.',
              features: [
                'Cannot connect to Luer needles or IV connectors',
                'Printed ORAL USE ONLY',
                'Tip caps included',
              ],
              keywords: ['oral syringes', 'dispensing syringes', 'medication syringes'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Insulin & Tuberculin Syringes',
      kind: 'syringe',
      color: 'ea580c',
      description: 'Low-dead-space syringes for insulin and intradermal injections.',
      children: [
        {
          name: 'Insulin Syringes',
          kind: 'syringe',
          color: 'ea580c',
          description: 'U-100 insulin syringes with permanently attached needles.',
          templates: [
            {
              noun: 'U-100 Insulin Syringes',
              kind: 'syringe',
              label: 'Insulin {Capacity}',
              attrs: [
                attr('Capacity', ['0.3 mL', '0.5 mL', '1 mL']),
                attr('Needle', ['31G × 5/16 in', '30G × 5/16 in', '29G × 1/2 in', '28G × 1/2 in']),
              ],
              units: ['BX100-CS10'],
              price: [1400, 3200],
              makers: ['sharps'],
              blurb:
                '{Capacity} U-100 insulin syringes with a permanently attached {Needle} needle and half-unit markings for accurate dosing.',
              features: [
                'Permanently attached, low-dead-space needle',
                'Bold unit markings',
                'Orange needle cap',
                'Sterile, single use',
              ],
              keywords: ['insulin syringes', 'u-100', 'diabetic syringes'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Tuberculin Syringes',
          kind: 'syringe',
          color: 'c2410c',
          description: '1 mL syringes for intradermal and tuberculin testing.',
          templates: [
            {
              noun: 'Tuberculin Syringes',
              kind: 'syringe',
              label: 'TB 1 mL',
              attrs: [
                attr('Needle', ['27G × 1/2 in', '26G × 3/8 in', '25G × 5/8 in', 'Without Needle']),
                attr('Safety', ['Standard', 'Safety']),
              ],
              units: ['BX100-CS10'],
              price: [1300, 3600],
              makers: ['sharps'],
              blurb:
                '1 mL tuberculin syringes ({Needle}, {Safety}) graduated in 0.01 mL for Mantoux testing and small-volume injections.',
              features: ['0.01 mL graduations', 'Low dead space', 'Sterile, single use'],
              keywords: ['tb syringes', 'tuberculin syringes', '1ml syringes', 'ppd syringes'],
              files: ['spec-sheet'],
              weight: 0.7,
            },
          ],
        },
        {
          name: 'Pen Needles',
          kind: 'needle',
          color: 'f97316',
          description: 'Pen needles for insulin and GLP-1 pens.',
          templates: [
            {
              noun: 'Pen Needles',
              kind: 'needle',
              label: 'Pen Needle',
              attrs: [
                attr('Size', ['32G × 4 mm', '31G × 5 mm', '31G × 6 mm', '31G × 8 mm', '29G × 12.7 mm']),
              ],
              units: ['BX100-CS10'],
              price: [1600, 3800],
              makers: ['sharps'],
              blurb:
                'Universal {Size} pen needles that fit all major insulin pens, with thin-wall cannulas for high flow and comfortable injections.',
              features: ['Fits all major pen injectors', 'Thin-wall cannula', 'Sterile, single use'],
              keywords: ['pen needles', 'insulin pen needles'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
      ],
    },
    {
      name: 'Blood Collection',
      kind: 'blood-tube',
      color: 'dc2626',
      description: 'Collection needles and holders, butterfly sets and evacuated tubes.',
      children: [
        {
          name: 'Blood Collection Needles',
          kind: 'needle',
          color: 'dc2626',
          description: 'Multi-sample needles and tube holders.',
          templates: [
            {
              noun: 'Multi-Sample Blood Collection Needles',
              kind: 'needle',
              label: 'Blood Coll',
              attrs: [
                attr('Gauge', ['20G', '21G', '22G']),
                attr('Length', ['1 in', '1-1/2 in']),
                attr('Safety', ['With Safety Shield', 'Standard']),
              ],
              units: ['BX100-CS10', 'BX50-CS10'],
              price: [1500, 4200],
              makers: ['sharps', 'lab'],
              blurb:
                '{Gauge} × {Length} multi-sample needles ({Safety}) for drawing several evacuated tubes from one venipuncture.',
              features: [
                'Rubber sleeve prevents leakage between tubes',
                'Color-coded by gauge',
                'Sterile, single use',
              ],
              keywords: ['blood collection needles', 'phlebotomy', 'venipuncture', 'multi sample needles'],
              files: ['spec-sheet'],
              weight: 0.7,
            },
          ],
        },
        {
          name: 'Butterfly Collection Sets',
          kind: 'catheter',
          color: 'b91c1c',
          description: 'Winged blood collection and infusion sets.',
          templates: [
            {
              noun: 'Winged Blood Collection Sets',
              kind: 'catheter',
              label: 'Butterfly',
              attrs: [
                attr('Gauge', ['21G', '23G', '25G']),
                attr('Tubing', ['7 in Tubing', '12 in Tubing']),
                attr('Holder', ['With Holder', 'Without Holder']),
              ],
              units: ['BX50-CS10', 'EA-BX50-CS10'],
              price: [4000, 9000],
              makers: ['sharps', 'iv'],
              blurb:
                '{Gauge} winged collection sets with {Tubing}, for difficult and pediatric venipuncture.',
              features: [
                'Flexible wings for secure positioning',
                'Push-button safety retraction',
                'Latex-free',
              ],
              keywords: ['butterfly needles', 'winged infusion set', 'blood collection set'],
              files: ['spec-sheet', 'ifu'],
              weight: 0.7,
            },
          ],
        },
        {
          name: 'Evacuated Collection Tubes',
          kind: 'blood-tube',
          color: '7c3aed',
          description: 'Vacuum blood collection tubes by additive.',
          templates: [
            {
              noun: 'Evacuated Blood Collection Tubes, {Additive}',
              kind: 'blood-tube',
              label: '{Additive}',
              attrs: [
                attr(
                  'Additive',
                  ['K2 EDTA', 'Lithium Heparin', 'Sodium Citrate 3.2%', 'Serum Clot Activator', 'SST Gel'],
                  false,
                ),
                attr('Size', ['13 × 75 mm, 4 mL', '13 × 100 mm, 6 mL', '16 × 100 mm, 10 mL']),
                attr('Material', ['Plastic', 'Glass']),
              ],
              units: ['BX100-CS10'],
              price: [1600, 4200],
              makers: ['lab', 'diagnostics'],
              blurb:
                '{Additive} evacuated collection tubes, {Size}, with a color-coded closure and a pre-set vacuum for accurate draw volume.',
              features: [
                'Color-coded closure by additive',
                'Accurate, pre-set draw volume',
                'Label with lot and expiry',
              ],
              keywords: ['blood tubes', 'vacutainer tubes', 'collection tubes', 'phlebotomy tubes'],
              colors: ['7c3aed', 'dc2626', '16a34a', '0284c7', 'ca8a04'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'Sharps Disposal',
      kind: 'sharps-container',
      color: 'dc2626',
      description: 'Sharps containers, mounting brackets and disposal systems.',
      children: [
        {
          name: 'Sharps Containers',
          kind: 'sharps-container',
          color: 'dc2626',
          description: 'Puncture-resistant containers for used sharps.',
          templates: [
            {
              noun: 'Sharps Containers',
              kind: 'sharps-container',
              label: 'Sharps {Capacity}',
              attrs: [
                priced('Capacity', [
                  ['1 qt', 1],
                  ['2 gal', 2.6],
                  ['3 gal', 3.2],
                  ['5 qt', 1.6],
                  ['8 gal', 6],
                  ['18 gal', 11],
                ]),
                attr('Color', ['Red', 'Yellow', 'Clear']),
                attr('Lid', ['Rotor Lid', 'Hinged Lid', 'Counterbalanced Lid']),
              ],
              units: ['EA-CS20', 'EA-CS12'],
              price: [250, 400],
              makers: ['sharps'],
              blurb: '{Capacity} puncture-resistant sharps containers with a {Lid} and a visible fill line.',
              features: [
                'Puncture- and leak-resistant',
                'Visible fill line',
                'Permanent final closure',
                'Biohazard labeling',
              ],
              keywords: ['sharps container', 'needle disposal', 'biohazard container'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Sharps Brackets & Accessories',
          kind: 'box',
          color: '6b7280',
          description: 'Wall brackets and carts for sharps containers.',
          templates: [
            {
              noun: 'Sharps Container Wall Bracket',
              kind: 'box',
              label: 'Bracket',
              attrs: [
                attr('Fits', ['1 qt Containers', '2 gal Containers', '5 qt Containers']),
                attr('Lock', ['Locking', 'Non-Locking']),
              ],
              units: ['EA'],
              price: [900, 4500],
              makers: ['sharps', 'equipment'],
              blurb: '{Lock} wall bracket that holds sharps containers at the point of use.',
              features: [
                'Wall-mount hardware included',
                'Keyed lock on locking models',
                'Easy container exchange',
              ],
              keywords: ['sharps bracket', 'sharps holder', 'wall bracket'],
              files: ['ifu'],
              weight: 0.3,
            },
          ],
        },
      ],
    },
  ],
};

const woundCare: CategorySpec = {
  name: 'Wound Care',
  kind: 'gauze-pack',
  color: 'e11d48',
  description: 'Gauze, advanced dressings, bandages, tapes and wound cleansers.',
  children: [
    {
      name: 'Gauze & Sponges',
      kind: 'gauze-pack',
      color: 'e11d48',
      description: 'Woven and non-woven gauze sponges and rolls.',
      children: [
        {
          name: 'Woven Gauze Sponges',
          kind: 'gauze-pack',
          color: 'e11d48',
          description: 'Cotton gauze sponges, sterile and non-sterile.',
          templates: [
            {
              noun: 'Woven Gauze Sponges',
              kind: 'gauze-pack',
              label: 'Gauze {Size}',
              attrs: [
                priced('Size', [
                  ['2 × 2 in', 0.55],
                  ['3 × 3 in', 0.8],
                  ['4 × 4 in', 1],
                ]),
                attr('Ply', ['8-Ply', '12-Ply', '16-Ply']),
                priced('Sterility', [
                  ['Sterile', 2.2],
                  ['Non-Sterile', 1],
                ]),
              ],
              units: ['BX200-CS10', 'EA-BX25-CS4', 'BX100-CS10'],
              price: [600, 1100],
              makers: ['wound'],
              blurb:
                '{Ply} {Size} woven cotton gauze sponges, {Sterility}, for cleaning, packing and dressing wounds.',
              features: [
                '100% cotton, highly absorbent',
                'Folded edges minimize loose fibers',
                'X-ray detectable options available',
                'Sterile versions in peel-open packs of 2',
              ],
              keywords: ['gauze', 'gauze sponges', '4x4 gauze', 'gauze pads'],
              files: ['spec-sheet'],
              weight: 2,
            },
          ],
        },
        {
          name: 'Non-Woven Sponges',
          kind: 'gauze-pack',
          color: 'f43f5e',
          description: 'Rayon/polyester blend sponges with low linting.',
          templates: [
            {
              noun: 'Non-Woven Sponges',
              kind: 'gauze-pack',
              label: 'Non-Woven',
              attrs: [
                priced('Size', [
                  ['2 × 2 in', 0.55],
                  ['3 × 3 in', 0.8],
                  ['4 × 4 in', 1],
                ]),
                attr('Ply', ['4-Ply', '6-Ply']),
                priced('Sterility', [
                  ['Sterile', 2.2],
                  ['Non-Sterile', 1],
                ]),
              ],
              units: ['BX200-CS10', 'EA-BX25-CS4'],
              price: [500, 900],
              makers: ['wound'],
              blurb:
                '{Ply} {Size} non-woven sponges ({Sterility}) that are softer and lower-linting than woven gauze.',
              features: ['Rayon/polyester blend', 'Low linting', 'Soft and conformable'],
              keywords: ['non woven sponges', 'gauze', 'sponges'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Gauze Rolls & Fluffs',
          kind: 'bandage-roll',
          color: 'be123c',
          description: 'Conforming gauze rolls and bandage fluffs.',
          templates: [
            {
              noun: 'Conforming Gauze Bandage Rolls',
              kind: 'bandage-roll',
              label: 'Conforming {Width}',
              attrs: [
                priced('Width', [
                  ['2 in', 0.6],
                  ['3 in', 0.8],
                  ['4 in', 1],
                  ['6 in', 1.4],
                ]),
                attr('Length', ['4.1 yd', '4.5 yd']),
                attr('Sterility', ['Sterile', 'Non-Sterile']),
              ],
              units: ['EA-BX10', 'PK12-CS12'],
              price: [120, 260],
              makers: ['wound'],
              blurb:
                '{Width} × {Length} conforming stretch gauze rolls ({Sterility}) that hold dressings in place on contoured areas.',
              features: [
                'Stretches and conforms without constricting',
                'Clean-cutting, low-fray weave',
                'Latex-free',
              ],
              keywords: ['gauze roll', 'conforming bandage', 'stretch gauze', 'kling'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'Advanced Dressings',
      kind: 'dressing',
      color: 'db2777',
      description: 'Foam, hydrocolloid, film, alginate and island dressings.',
      children: [
        {
          name: 'Foam Dressings',
          kind: 'dressing',
          color: 'db2777',
          description: 'Absorbent foam dressings, bordered and non-bordered.',
          templates: [
            {
              noun: 'Foam Dressings',
              kind: 'dressing',
              label: 'Foam {Size}',
              attrs: [
                priced('Size', [
                  ['2 × 2 in', 0.45],
                  ['4 × 4 in', 1],
                  ['6 × 6 in', 1.9],
                  ['3 × 3 in', 0.7],
                  ['5 × 5 in', 1.4],
                ]),
                attr('Border', ['Silicone Border', 'Non-Bordered', 'Adhesive Border']),
              ],
              units: ['EA-BX10', 'PK10-CS10'],
              price: [380, 650],
              makers: ['wound'],
              blurb:
                '{Size} polyurethane foam dressings with a {Border} for moderate to heavily exuding wounds.',
              features: DRESSING_FEATURES,
              keywords: ['foam dressing', 'bordered foam', 'wound dressing', 'silicone foam'],
              files: ['spec-sheet', 'ifu'],
              weight: 1.5,
            },
          ],
        },
        {
          name: 'Hydrocolloid Dressings',
          kind: 'dressing',
          color: 'c026d3',
          description: 'Occlusive hydrocolloid dressings.',
          templates: [
            {
              noun: 'Hydrocolloid Dressings',
              kind: 'dressing',
              label: 'Hydrocolloid',
              attrs: [
                priced('Size', [
                  ['4 × 4 in', 1],
                  ['6 × 6 in', 1.8],
                  ['2 × 2 in', 0.5],
                  ['Sacral 6 × 7 in', 2.2],
                ]),
                attr('Profile', ['Standard', 'Thin']),
              ],
              units: ['EA-BX10', 'PK10-CS10'],
              price: [280, 480],
              makers: ['wound'],
              blurb:
                '{Profile} hydrocolloid dressings, {Size}, that form a gel over light to moderately exuding wounds.',
              features: DRESSING_FEATURES,
              keywords: ['hydrocolloid dressing', 'wound dressing', 'occlusive dressing'],
              files: ['spec-sheet', 'ifu'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Transparent Film Dressings',
          kind: 'dressing',
          color: '0ea5e9',
          description: 'Breathable transparent films for IV sites and superficial wounds.',
          templates: [
            {
              noun: 'Transparent Film Dressings',
              kind: 'dressing',
              label: 'Film {Size}',
              attrs: [
                priced('Size', [
                  ['2-3/8 × 2-3/4 in', 0.4],
                  ['4 × 4-3/4 in', 1],
                  ['6 × 8 in', 2.4],
                  ['4 × 10 in', 2.6],
                ]),
                attr('Frame', ['Frame Delivery', 'Window Delivery']),
              ],
              units: ['EA-BX50-CS10', 'BX100-CS10'],
              price: [70, 120],
              makers: ['wound', 'iv'],
              blurb:
                '{Size} transparent film dressings with {Frame} for IV sites, superficial wounds and protecting at-risk skin.',
              features: DRESSING_FEATURES,
              keywords: ['transparent dressing', 'film dressing', 'iv dressing'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Island Dressings',
          kind: 'dressing',
          color: 'f472b6',
          description: 'Composite dressings with an absorbent pad and adhesive border.',
          templates: [
            {
              noun: 'Island Dressings',
              kind: 'dressing',
              label: 'Island {Size}',
              attrs: [
                priced('Size', [
                  ['2 × 3 in', 0.5],
                  ['4 × 4 in', 1],
                  ['4 × 6 in', 1.4],
                  ['4 × 10 in', 2.4],
                  ['6 × 6 in', 1.8],
                ]),
                attr('Backing', ['Fabric Backing', 'Film Backing']),
              ],
              units: ['EA-BX25-CS4'],
              price: [70, 120],
              makers: ['wound'],
              blurb:
                '{Size} island dressings with a non-adherent pad and {Backing} for post-operative incisions and minor wounds.',
              features: DRESSING_FEATURES,
              keywords: ['island dressing', 'bordered gauze', 'post op dressing'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'Bandages & Wraps',
      kind: 'bandage-roll',
      color: 'ea580c',
      description: 'Adhesive strips, elastic bandages and cohesive wraps.',
      children: [
        {
          name: 'Adhesive Bandages',
          kind: 'adhesive-strip',
          color: 'ea580c',
          description: 'Fabric and plastic adhesive strips and spots.',
          templates: [
            {
              noun: 'Adhesive Bandages',
              kind: 'adhesive-strip',
              label: 'Strips {Size}',
              attrs: [
                attr('Material', ['Fabric', 'Plastic', 'Sheer']),
                attr('Size', ['3/4 × 3 in', '1 × 3 in', '2 × 4 in', 'Knuckle', 'Fingertip', 'Spot 7/8 in']),
              ],
              units: ['BX100-CS10', 'BX50-CS10'],
              price: [300, 1200],
              makers: ['wound'],
              blurb:
                '{Material} adhesive bandages, {Size}, with a non-stick pad for minor cuts and injection sites.',
              features: [
                'Non-stick absorbent pad',
                'Sterile, individually wrapped',
                'Flexible, breathable backing',
                'Latex-free adhesive',
              ],
              keywords: ['band aids', 'adhesive bandages', 'strips', 'bandages'],
              files: ['spec-sheet'],
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Elastic Bandages',
          kind: 'bandage-roll',
          color: 'b59f7b',
          description: 'Woven elastic bandages with clips or Velcro closure.',
          templates: [
            {
              noun: 'Elastic Bandages',
              kind: 'bandage-roll',
              label: 'Elastic {Width}',
              attrs: [
                priced('Width', [
                  ['2 in', 0.7],
                  ['3 in', 0.85],
                  ['4 in', 1],
                  ['6 in', 1.4],
                ]),
                attr('Closure', ['Clip Closure', 'Hook-and-Loop Closure']),
                info('Color', 'Beige'),
              ],
              units: ['EA-BX10', 'PK10-CS10'],
              price: [180, 320],
              makers: ['wound'],
              blurb:
                '{Width} woven elastic bandages with {Closure} for compression and support of sprains and strains.',
              features: ['Consistent, even compression', 'Reusable and washable', 'Latex-free'],
              keywords: ['ace bandage', 'elastic bandage', 'compression wrap'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
        {
          name: 'Cohesive Wraps',
          kind: 'bandage-roll',
          color: '7c3aed',
          description: 'Self-adherent wraps that stick to themselves, not skin.',
          templates: [
            {
              noun: 'Self-Adherent Cohesive Wrap',
              kind: 'bandage-roll',
              label: 'Cohesive {Width}',
              attrs: [
                priced('Width', [
                  ['1 in', 0.5],
                  ['2 in', 0.75],
                  ['3 in', 1],
                  ['4 in', 1.25],
                ]),
                attr('Color', ['Blue', 'Red', 'Purple', 'Green', 'Tan', 'Black', 'Pink']),
              ],
              units: ['RL-CS24', 'RL-BX12'],
              price: [150, 260],
              makers: ['wound'],
              blurb:
                '{Width} × 5 yd cohesive wrap in {Color} that sticks to itself without clips or tape, for securing dressings and light compression.',
              features: ['Tears by hand', 'Does not stick to skin or hair', 'Latex-free'],
              keywords: ['cohesive wrap', 'coban', 'self adherent wrap', 'vet wrap'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'Medical Tapes',
      kind: 'tape-roll',
      color: '0d9488',
      description: 'Paper, cloth, silicone and transparent surgical tapes.',
      children: [
        {
          name: 'Paper & Transparent Tape',
          kind: 'tape-roll',
          color: '0d9488',
          description: 'Gentle paper and clear plastic tapes.',
          templates: [
            {
              noun: '{Type} Surgical Tape',
              kind: 'tape-roll',
              label: '{Type} Tape',
              attrs: [
                attr('Type', ['Paper', 'Transparent', 'Silicone'], false),
                priced('Width', [
                  ['1/2 in', 0.55],
                  ['1 in', 1],
                  ['2 in', 1.8],
                  ['3 in', 2.5],
                ]),
                attr('Length', ['10 yd', '5 yd']),
              ],
              units: ['RL-BX12'],
              price: [70, 180],
              makers: ['wound'],
              blurb:
                '{Width} × {Length} {Type} tape that holds dressings and tubing securely and removes gently from fragile skin.',
              features: [
                'Tears easily by hand, straight across',
                'Hypoallergenic adhesive',
                'Breathable',
                'Latex-free',
              ],
              keywords: ['medical tape', 'surgical tape', 'paper tape', 'silicone tape'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Cloth & Foam Tape',
          kind: 'tape-roll',
          color: '115e59',
          description: 'Strong cloth and cushioning foam tapes.',
          templates: [
            {
              noun: '{Type} Medical Tape',
              kind: 'tape-roll',
              label: '{Type} Tape',
              attrs: [
                attr('Type', ['Cloth', 'Foam', 'Zinc Oxide'], false),
                priced('Width', [
                  ['1 in', 1],
                  ['2 in', 1.8],
                  ['3 in', 2.5],
                ]),
                attr('Length', ['10 yd', '5 yd']),
              ],
              units: ['RL-BX12'],
              price: [150, 320],
              makers: ['wound'],
              blurb:
                '{Width} × {Length} {Type} tape for securing bulky dressings and devices where a strong hold is needed.',
              features: ['Strong, conformable backing', 'Water-resistant', 'Latex-free'],
              keywords: ['cloth tape', 'foam tape', 'medical tape'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Skin & Wound Cleansers',
      kind: 'spray-bottle',
      color: '0284c7',
      description: 'Wound cleansers, saline, skin barriers and prep pads.',
      children: [
        {
          name: 'Wound Cleansers',
          kind: 'spray-bottle',
          color: '0284c7',
          description: 'No-rinse wound cleansers and sterile saline.',
          templates: [
            {
              noun: '{Type}',
              kind: 'spray-bottle',
              label: 'Wound Wash',
              attrs: [
                attr(
                  'Type',
                  ['Wound Cleanser Spray', 'Sterile Saline Wound Wash', 'Hypochlorous Wound Cleanser'],
                  false,
                ),
                priced('Size', [
                  ['3 oz', 0.6],
                  ['6 oz', 1],
                  ['8 oz', 1.2],
                  ['12 oz', 1.6],
                ]),
              ],
              units: ['BT-CS12', 'BT-CS24'],
              price: [550, 950],
              makers: ['wound'],
              blurb: '{Size} {Type} for cleansing acute and chronic wounds without cytotoxic ingredients.',
              features: ['No-rinse formula', 'Adjustable spray pressure', 'Sterile until opened'],
              keywords: ['wound cleanser', 'wound wash', 'saline spray'],
              files: ['spec-sheet', 'sds'],
              weight: 0.7,
            },
          ],
        },
        {
          name: 'Antiseptic Prep Pads',
          kind: 'box',
          color: '7c3aed',
          description: 'Alcohol, povidone-iodine and chlorhexidine prep pads.',
          templates: [
            {
              noun: '{Type} Prep Pads',
              kind: 'box',
              label: '{Type} Prep',
              attrs: [
                attr('Type', ['Isopropyl Alcohol', 'Povidone-Iodine', 'Chlorhexidine Gluconate'], false),
                attr('Size', ['Medium', 'Large']),
              ],
              units: ['BX200-CS10', 'BX100-CS10'],
              price: [250, 1800],
              makers: ['wound', 'sterile'],
              blurb:
                '{Size} {Type} prep pads, individually sealed, for skin antisepsis before injections and venipuncture.',
              features: ['Individually sealed foil packets', 'Saturated non-woven pad', 'Sterile'],
              keywords: ['alcohol prep pads', 'prep pads', 'antiseptic wipes', 'alcohol swabs'],
              files: ['sds'],
              allocationShare: 0.04,
              weight: 1,
            },
          ],
        },
      ],
    },
  ],
};

const diagnostics: CategorySpec = {
  name: 'Diagnostics',
  kind: 'monitor',
  color: '7c3aed',
  description:
    'Vital-signs monitors, blood pressure, rapid tests, glucose monitoring and physical-exam instruments.',
  children: [
    {
      name: 'Vital Signs',
      kind: 'monitor',
      color: '7c3aed',
      description: 'Patient monitors, thermometers and pulse oximeters.',
      children: [
        {
          name: 'Patient Monitors',
          kind: 'monitor',
          color: '7c3aed',
          description: 'Multi-parameter and spot-check vital-signs monitors.',
          templates: [
            {
              noun: '{Type} Monitor',
              kind: 'monitor',
              label: 'Vitals',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Vital Signs', 1],
                    ['Multi-Parameter Patient', 2.4],
                    ['Spot-Check', 0.75],
                  ],
                  false,
                ),
                attr('Parameters', ['NIBP, SpO2, Temp', 'NIBP, SpO2, ECG, Temp', 'NIBP, SpO2, EtCO2, ECG']),
                info('Display', '10.1 in touchscreen', '8 in color LCD', '12.1 in touchscreen'),
              ],
              units: ['EA'],
              price: [160000, 260000],
              makers: ['diagnostics', 'equipment'],
              blurb:
                '{Type} monitor measuring {Parameters}, with trend review and EMR connectivity for clinics, urgent care and procedure rooms.',
              features: DEVICE_FEATURES,
              keywords: ['patient monitor', 'vital signs monitor', 'vitals machine'],
              files: ['spec-sheet', 'ifu', 'brochure'],
              specialOrderShare: 0.3,
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Thermometers',
          kind: 'thermometer',
          color: '0891b2',
          description: 'Digital, tympanic and temporal thermometers and probe covers.',
          templates: [
            {
              noun: '{Type} Thermometer',
              kind: 'thermometer',
              label: '{Type}',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Digital Oral', 1],
                    ['Tympanic', 6],
                    ['Temporal Artery', 8],
                    ['Non-Contact Infrared', 4],
                  ],
                  false,
                ),
                attr('Readout', ['Fahrenheit/Celsius']),
              ],
              units: ['EA', 'EA-CS6'],
              price: [1400, 2400],
              makers: ['diagnostics'],
              blurb: '{Type} thermometer with a fast, accurate reading, memory recall and a backlit display.',
              features: DEVICE_FEATURES,
              keywords: ['thermometer', 'temperature', 'fever'],
              files: ['ifu'],
              weight: 0.8,
            },
            {
              noun: 'Thermometer Probe Covers',
              kind: 'box',
              label: 'Probe Covers',
              attrs: [attr('Fits', ['Oral/Rectal Thermometers', 'Tympanic Thermometers'])],
              units: ['BX250-CS10', 'BX100-CS10'],
              price: [500, 2200],
              makers: ['diagnostics'],
              blurb: 'Disposable probe covers for {Fits}, preventing cross-contamination between patients.',
              features: ['Single use', 'Snap-on fit', 'Latex-free'],
              keywords: ['probe covers', 'thermometer covers'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Pulse Oximeters',
          kind: 'pulse-oximeter',
          color: '0d9488',
          description: 'Fingertip, handheld and tabletop pulse oximeters and sensors.',
          templates: [
            {
              noun: '{Type} Pulse Oximeter',
              kind: 'pulse-oximeter',
              label: 'SpO2',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Fingertip', 1],
                    ['Handheld', 6],
                    ['Tabletop', 18],
                  ],
                  false,
                ),
                attr('Patient', ['Adult/Pediatric', 'Pediatric', 'Adult']),
              ],
              units: ['EA', 'EA-CS6'],
              price: [2800, 4800],
              makers: ['diagnostics'],
              blurb:
                '{Type} pulse oximeter for {Patient} patients, measuring SpO2 and pulse rate with a plethysmograph display.',
              features: DEVICE_FEATURES,
              keywords: ['pulse oximeter', 'spo2', 'oximeter'],
              files: ['ifu', 'spec-sheet'],
              weight: 0.7,
            },
          ],
        },
      ],
    },
    {
      name: 'Blood Pressure',
      kind: 'bp-gauge',
      color: '2563eb',
      description: 'Aneroid and digital blood pressure monitors and cuffs.',
      children: [
        {
          name: 'Aneroid Sphygmomanometers',
          kind: 'bp-gauge',
          color: '2563eb',
          description: 'Pocket, wall and mobile aneroid gauges.',
          templates: [
            {
              noun: '{Mount} Aneroid Sphygmomanometer',
              kind: 'bp-gauge',
              label: 'Aneroid',
              attrs: [
                priced(
                  'Mount',
                  [
                    ['Pocket', 1],
                    ['Wall-Mount', 3],
                    ['Mobile Stand', 5],
                  ],
                  false,
                ),
                attr('Cuff', ['Adult Cuff', 'Multi-Cuff Kit', 'Large Adult Cuff']),
                attr('Color', ['Navy', 'Burgundy', 'Black', 'Gray']),
              ],
              units: ['EA'],
              price: [2800, 5000],
              makers: ['diagnostics'],
              blurb:
                '{Mount} aneroid sphygmomanometer with a {Cuff}, a calibrated, shock-resistant gauge and a latex-free inflation system.',
              features: [
                'Calibrated to ±3 mmHg',
                'Shock-resistant movement',
                'Latex-free bulb and bladder',
                'Zippered carry case (pocket models)',
              ],
              keywords: ['blood pressure', 'sphygmomanometer', 'bp cuff', 'aneroid'],
              files: ['ifu'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Digital Blood Pressure Monitors',
          kind: 'monitor',
          color: '1d4ed8',
          description: 'Automatic oscillometric blood pressure monitors.',
          templates: [
            {
              noun: 'Automatic Blood Pressure Monitor',
              kind: 'monitor',
              label: 'Auto BP',
              attrs: [
                priced('Model', [
                  ['Desktop', 3],
                  ['Wall-Mount', 3.4],
                  ['Mobile Stand', 5],
                  ['Upper Arm Home', 1],
                ]),
                info('Memory', '100 readings', '300 readings'),
              ],
              units: ['EA'],
              price: [5500, 9000],
              makers: ['diagnostics', 'equipment'],
              blurb:
                '{Model} automatic blood pressure monitor with averaging mode and irregular heartbeat detection.',
              features: DEVICE_FEATURES,
              keywords: ['digital blood pressure', 'automatic bp', 'bp monitor'],
              files: ['ifu', 'spec-sheet'],
              specialOrderShare: 0.1,
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Blood Pressure Cuffs',
          kind: 'bp-gauge',
          color: '0ea5e9',
          description: 'Reusable and single-patient cuffs in every size.',
          templates: [
            {
              noun: 'Blood Pressure Cuff',
              kind: 'bp-gauge',
              label: 'BP Cuff',
              attrs: [
                attr('Tubing', ['One-Tube', 'Two-Tube']),
                attr('Use', ['Reusable', 'Single-Patient Use']),
              ],
              variant: CUFF_SIZES,
              variantShare: 0.7,
              units: ['EA', 'EA-BX10'],
              price: [500, 4500],
              makers: ['diagnostics'],
              blurb: '{Use} {Tubing} blood pressure cuff with index and range markings for correct sizing.',
              features: ['Index and range markings', 'Latex-free', 'Wipe-clean nylon'],
              keywords: ['bp cuff', 'blood pressure cuff'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Rapid Tests',
      kind: 'test-cassette',
      color: '9333ea',
      description: 'CLIA-waived rapid tests for infectious disease, pregnancy and drugs of abuse.',
      children: [
        {
          name: 'Infectious Disease Tests',
          kind: 'test-cassette',
          color: '9333ea',
          description: 'Strep A, influenza, RSV and COVID-19 rapid tests.',
          templates: [
            {
              noun: '{Assay} Rapid Test Kit',
              kind: 'test-cassette',
              label: '{Assay}',
              attrs: [
                attr(
                  'Assay',
                  ['Strep A', 'Influenza A+B', 'RSV', 'COVID-19 Antigen', 'Mono', 'COVID-19/Flu A+B Combo'],
                  false,
                ),
                attr('Format', ['Cassette', 'Dipstick']),
                info('CLIA', 'Waived'),
              ],
              units: ['BX25-CS12'],
              price: [6500, 32000],
              makers: ['diagnostics'],
              blurb:
                '{Assay} rapid immunoassay in a {Format} format for qualitative detection from a swab specimen in minutes.',
              features: TEST_FEATURES,
              keywords: ['rapid test', 'strep test', 'flu test', 'covid test', 'point of care test'],
              files: ['package-insert', 'sds'],
              allocationShare: 0.05,
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Drug Screening',
          kind: 'specimen-cup',
          color: '0f766e',
          description: 'Drug test cups and dip cards.',
          templates: [
            {
              noun: '{Panels} Drug Test Cup',
              kind: 'specimen-cup',
              label: 'Drug Screen',
              attrs: [
                priced(
                  'Panels',
                  [
                    ['5-Panel', 1],
                    ['10-Panel', 1.5],
                    ['12-Panel', 1.7],
                    ['14-Panel', 1.9],
                  ],
                  false,
                ),
                attr('Adulterants', ['With Adulterant Strips', 'Without Adulterants']),
              ],
              units: ['BX25-CS12'],
              price: [6500, 9500],
              makers: ['diagnostics'],
              blurb:
                '{Panels} urine drug test cup ({Adulterants}) with a temperature strip and results in 5 minutes.',
              features: TEST_FEATURES,
              keywords: ['drug test', 'drug screen', 'urine drug test', 'test cup'],
              files: ['package-insert'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Pregnancy & Urinalysis',
          kind: 'test-cassette',
          color: 'db2777',
          description: 'hCG pregnancy tests and urinalysis reagent strips.',
          templates: [
            {
              noun: '{Type}',
              kind: 'test-cassette',
              label: '{Type}',
              attrs: [
                attr(
                  'Type',
                  [
                    'hCG Pregnancy Test',
                    'Urinalysis Reagent Strips, 10 Parameter',
                    'Urinalysis Reagent Strips, 2 Parameter',
                  ],
                  false,
                ),
                priced('Count', [
                  ['25 Tests', 1],
                  ['50 Tests', 1.9],
                  ['100 Tests', 3.6],
                ]),
              ],
              units: ['EA-CS12'],
              price: [1400, 2600],
              makers: ['diagnostics'],
              blurb: '{Type}, {Count}, for in-office screening with visual or analyzer read-out.',
              features: TEST_FEATURES,
              keywords: ['pregnancy test', 'hcg', 'urinalysis strips', 'urine dipstick'],
              files: ['package-insert'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Glucose Monitoring',
      kind: 'glucose-meter',
      color: 'dc2626',
      description: 'Meters, test strips, lancets and control solutions.',
      children: [
        {
          name: 'Glucose Meters',
          kind: 'glucose-meter',
          color: 'dc2626',
          description: 'Professional and patient blood glucose meters.',
          templates: [
            {
              noun: 'Blood Glucose Meter',
              kind: 'glucose-meter',
              label: 'Glucose',
              attrs: [
                priced('Use', [
                  ['Professional', 3],
                  ['Patient Home Use', 1],
                ]),
                info('Result Time', '5 seconds'),
              ],
              units: ['EA', 'EA-CS12'],
              price: [1400, 2600],
              makers: ['diagnostics'],
              blurb:
                '{Use} blood glucose meter with a 0.5 µL sample size, 5-second results and data download.',
              features: DEVICE_FEATURES,
              keywords: ['glucose meter', 'glucometer', 'blood sugar'],
              files: ['ifu'],
              weight: 0.4,
            },
          ],
        },
        {
          name: 'Glucose Test Strips',
          kind: 'pill-bottle',
          color: '475569',
          description: 'Test strips and control solutions.',
          templates: [
            {
              noun: 'Blood Glucose Test Strips',
              kind: 'pill-bottle',
              label: 'Test Strips',
              attrs: [
                priced('Count', [
                  ['50 Count', 1],
                  ['100 Count', 1.9],
                ]),
                attr('Packaging', ['Vial', 'Individually Foiled']),
              ],
              units: ['EA-CS12', 'BT-CS12'],
              price: [1800, 3200],
              makers: ['diagnostics'],
              blurb: 'Blood glucose test strips, {Count}, {Packaging}, for use with the matching meter.',
              features: ['No coding required', 'Small sample size', 'Wide hematocrit range'],
              keywords: ['glucose strips', 'test strips', 'diabetic strips'],
              files: ['package-insert'],
              allocationShare: 0.03,
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Lancets',
          kind: 'box',
          color: '0891b2',
          description: 'Safety and standard lancets for capillary sampling.',
          templates: [
            {
              noun: '{Type} Lancets',
              kind: 'box',
              label: 'Lancets',
              attrs: [
                attr('Type', ['Safety', 'Twist-Top', 'Pressure-Activated Safety'], false),
                attr('Gauge', ['21G', '23G', '26G', '28G', '30G']),
              ],
              units: ['BX100-CS10', 'BX200-CS10'],
              price: [500, 2800],
              makers: ['diagnostics', 'sharps'],
              blurb: '{Gauge} {Type} lancets for fingerstick and heelstick capillary blood sampling.',
              features: ['Single use, auto-disabling (safety models)', 'Color-coded by depth', 'Sterile'],
              keywords: ['lancets', 'safety lancets', 'finger stick'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Physical Exam Instruments',
      kind: 'stethoscope',
      color: '1f2937',
      description: 'Stethoscopes, diagnostic sets, penlights and reflex hammers.',
      children: [
        {
          name: 'Stethoscopes',
          kind: 'stethoscope',
          color: '1f2937',
          description: 'Single- and dual-head stethoscopes.',
          templates: [
            {
              noun: '{Type} Stethoscope',
              kind: 'stethoscope',
              label: 'Stethoscope',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Dual-Head', 1],
                    ['Cardiology', 3.5],
                    ['Single-Head', 0.8],
                    ['Pediatric', 1],
                    ['Disposable', 0.15],
                  ],
                  false,
                ),
                attr('Color', ['Black', 'Navy', 'Burgundy', 'Hunter Green', 'Ceil Blue', 'Purple']),
              ],
              units: ['EA', 'EA-CS12'],
              price: [2600, 4400],
              makers: ['diagnostics'],
              blurb:
                '{Type} stethoscope in {Color} with a tunable diaphragm, comfortable ear tips and latex-free tubing.',
              features: [
                'Tunable diaphragm',
                'Latex-free tubing',
                'Soft-seal ear tips',
                'Spare ear tips included',
              ],
              keywords: ['stethoscope', 'cardiology stethoscope'],
              files: ['ifu'],
              weight: 0.8,
            },
          ],
        },
        {
          name: 'Diagnostic Sets & Penlights',
          kind: 'device',
          color: '334155',
          description: 'Otoscopes, ophthalmoscopes, penlights and specula.',
          templates: [
            {
              noun: '{Type}',
              kind: 'device',
              label: '{Type}',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Otoscope/Ophthalmoscope Set', 1],
                    ['Pocket Otoscope', 0.4],
                    ['LED Penlight', 0.02],
                    ['Otoscope Specula', 0.03],
                  ],
                  false,
                ),
                attr('Power', ['Rechargeable', 'Battery', 'Disposable']),
              ],
              units: ['EA', 'EA-CS12'],
              price: [45000, 70000],
              makers: ['diagnostics', 'equipment'],
              blurb:
                '{Type} ({Power}) for ear, eye and throat examination with bright, true-color LED illumination.',
              features: DEVICE_FEATURES,
              keywords: ['otoscope', 'ophthalmoscope', 'penlight', 'diagnostic set'],
              files: ['ifu'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
  ],
};

const ppe: CategorySpec = {
  name: 'Personal Protective Equipment',
  kind: 'mask',
  color: '059669',
  description: 'Masks, respirators, gowns, eye and face protection and hand hygiene.',
  children: [
    {
      name: 'Face Masks',
      kind: 'mask',
      color: '059669',
      description: 'Procedure and surgical masks by ASTM level.',
      children: [
        {
          name: 'Procedure Masks',
          kind: 'mask',
          color: '0ea5e9',
          description: 'Ear-loop procedure masks.',
          templates: [
            {
              noun: 'Procedure Face Masks',
              kind: 'mask',
              label: 'Procedure',
              attrs: [
                priced('Protection', [
                  ['ASTM Level 1', 1],
                  ['ASTM Level 2', 1.3],
                  ['ASTM Level 3', 1.6],
                ]),
                attr('Color', ['Blue', 'Yellow', 'Pink', 'Lavender', 'White', 'Green']),
                attr('Fastening', ['Ear Loops']),
              ],
              units: ['BX50-CS10'],
              price: [500, 800],
              makers: ['ppe'],
              blurb:
                '{Protection} ear-loop procedure masks in {Color} with a pliable nose piece and three-layer construction.',
              features: PPE_FEATURES,
              keywords: ['face masks', 'procedure masks', 'ear loop masks', 'disposable masks'],
              files: ['spec-sheet'],
              allocationShare: 0.05,
              weight: 1.5,
            },
          ],
        },
        {
          name: 'Surgical Masks',
          kind: 'mask',
          color: '059669',
          description: 'Tie-on and ear-loop surgical masks, fluid-resistant.',
          templates: [
            {
              noun: 'Surgical Face Masks',
              kind: 'mask',
              label: 'Surgical',
              attrs: [
                attr('Fastening', ['Tie-On', 'Ear Loops']),
                attr('Protection', ['ASTM Level 2', 'ASTM Level 3']),
                attr('Shield', ['With Eye Shield', 'Without Shield']),
              ],
              units: ['BX50-CS10'],
              price: [700, 3200],
              makers: ['ppe'],
              blurb:
                '{Protection} fluid-resistant surgical masks ({Fastening}, {Shield}) for the operating room and procedures with splash risk.',
              features: PPE_FEATURES,
              keywords: ['surgical masks', 'tie on masks', 'fluid resistant masks'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
      ],
    },
    {
      name: 'Respirators',
      kind: 'respirator',
      color: '0f766e',
      description: 'NIOSH-approved N95 and surgical N95 respirators.',
      children: [
        {
          name: 'N95 Respirators',
          kind: 'respirator',
          color: '0f766e',
          description: 'Cup-style and flat-fold N95 respirators.',
          templates: [
            {
              noun: 'N95 Particulate Respirators',
              kind: 'respirator',
              label: 'N95',
              attrs: [
                attr('Style', ['Cup-Style', 'Flat-Fold', 'Duckbill']),
                attr('Valve', ['Without Valve', 'With Exhalation Valve']),
              ],
              variant: RESPIRATOR_SIZES,
              variantShare: 0.5,
              units: ['BX50-CS10', 'EA-BX50-CS10'],
              price: [1800, 9000],
              makers: ['ppe'],
              blurb:
                'NIOSH-approved {Style} N95 respirators ({Valve}) filtering at least 95% of airborne particles, with an adjustable nose clip for a secure seal.',
              features: [
                'NIOSH approved N95',
                'Adjustable aluminum nose clip',
                'Dual headbands for a secure seal',
                'Fit-test on first use',
              ],
              keywords: ['n95', 'respirator', 'n95 mask', 'particulate respirator'],
              files: ['spec-sheet', 'ifu'],
              allocationShare: 0.25,
              weight: 1,
            },
          ],
        },
        {
          name: 'Surgical N95 Respirators',
          kind: 'respirator',
          color: '115e59',
          description: 'Fluid-resistant N95 respirators cleared for surgical use.',
          templates: [
            {
              noun: 'Surgical N95 Respirators',
              kind: 'respirator',
              label: 'Surgical N95',
              attrs: [attr('Style', ['Cup-Style', 'Flat-Fold']), info('Fluid Resistance', '160 mmHg')],
              variant: RESPIRATOR_SIZES,
              variantShare: 0.5,
              units: ['EA-BX50-CS10', 'BX50-CS10'],
              price: [2800, 12000],
              makers: ['ppe'],
              blurb:
                'Fluid-resistant {Style} surgical N95 respirators for procedures that need both respiratory and splash protection.',
              features: ['NIOSH approved N95 and FDA cleared', 'Fluid resistant at 160 mmHg', 'Latex-free'],
              keywords: ['surgical n95', 'n95', 'respirator'],
              files: ['spec-sheet', 'ifu'],
              allocationShare: 0.3,
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Gowns & Apparel',
      kind: 'gown',
      color: '2563eb',
      description: 'Isolation gowns, lab coats, caps and shoe covers.',
      children: [
        {
          name: 'Isolation Gowns',
          kind: 'gown',
          color: 'ca8a04',
          description: 'AAMI-rated disposable isolation gowns.',
          templates: [
            {
              noun: 'Isolation Gowns',
              kind: 'gown',
              label: 'Isolation',
              attrs: [
                priced('Protection', [
                  ['AAMI Level 1', 1],
                  ['AAMI Level 2', 1.3],
                  ['AAMI Level 3', 1.8],
                ]),
                attr('Color', ['Yellow', 'Blue', 'White']),
                attr('Cuffs', ['Knit Cuffs', 'Elastic Cuffs']),
              ],
              variant: APPAREL_SIZES,
              variantShare: 0.4,
              units: ['EA-BX10', 'EA-CS50'],
              price: [70, 140],
              makers: ['ppe'],
              blurb:
                '{Protection} isolation gowns in {Color} with {Cuffs}, full back coverage and waist ties.',
              features: PPE_FEATURES,
              keywords: ['isolation gowns', 'disposable gowns', 'protective gowns'],
              files: ['spec-sheet'],
              allocationShare: 0.1,
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Lab Coats & Jackets',
          kind: 'gown',
          color: '1e3a8a',
          description: 'Disposable lab coats and warm-up jackets.',
          templates: [
            {
              noun: 'Disposable Lab Coats',
              kind: 'gown',
              label: 'Lab Coat',
              attrs: [
                attr('Color', ['White', 'Navy', 'Ceil Blue', 'Charcoal']),
                attr('Length', ['Hip Length', 'Knee Length']),
                info('Material', 'SMS'),
              ],
              variant: APPAREL_SIZES,
              variantShare: 0.8,
              units: ['EA-BX10', 'PK10-CS10'],
              price: [250, 700],
              makers: ['ppe'],
              blurb:
                '{Length} disposable lab coats in {Color} with snap front, knit cuffs and three pockets.',
              features: PPE_FEATURES,
              keywords: ['lab coat', 'disposable lab coat', 'jacket'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Caps & Shoe Covers',
          kind: 'box',
          color: '64748b',
          description: 'Bouffant caps, surgeon caps and shoe covers.',
          templates: [
            {
              noun: '{Type}',
              kind: 'box',
              label: '{Type}',
              attrs: [
                attr('Type', ['Bouffant Caps', 'Surgeon Caps', 'Shoe Covers', 'Boot Covers'], false),
                attr('Color', ['Blue', 'White', 'Green']),
                attr('Size', ['Regular', 'X-Large', 'Universal']),
              ],
              units: ['BX100-CS10', 'BX50-CS10'],
              price: [500, 2500],
              makers: ['ppe'],
              blurb:
                '{Size} {Type} in {Color}, lightweight and breathable, for infection control in clinical and clean-room settings.',
              features: PPE_FEATURES,
              keywords: ['bouffant cap', 'shoe covers', 'hair covers', 'surgeon cap'],
              files: ['spec-sheet'],
              weight: 0.7,
            },
          ],
        },
      ],
    },
    {
      name: 'Eye & Face Protection',
      kind: 'face-shield',
      color: '0284c7',
      description: 'Face shields, safety glasses and goggles.',
      children: [
        {
          name: 'Face Shields',
          kind: 'face-shield',
          color: '0284c7',
          description: 'Full-length and mask-mounted face shields.',
          templates: [
            {
              noun: 'Face Shields',
              kind: 'face-shield',
              label: 'Face Shield',
              attrs: [
                attr('Style', ['Full-Length', '3/4 Length', 'Mask-Mounted']),
                attr('Coating', ['Anti-Fog', 'Standard']),
              ],
              units: ['EA-CS50', 'EA-BX25-CS4'],
              price: [80, 600],
              makers: ['ppe'],
              blurb:
                '{Style} {Coating} face shields with a foam headband and optically clear polyester visor.',
              features: PPE_FEATURES,
              keywords: ['face shield', 'splash shield', 'visor'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
        {
          name: 'Safety Glasses & Goggles',
          kind: 'safety-glasses',
          color: '475569',
          description: 'Protective eyewear for clinical and lab use.',
          templates: [
            {
              noun: '{Type}',
              kind: 'safety-glasses',
              label: '{Type}',
              attrs: [
                attr(
                  'Type',
                  ['Safety Glasses', 'Over-the-Glasses Safety Eyewear', 'Indirect-Vent Goggles'],
                  false,
                ),
                attr('Lens', ['Clear Anti-Fog', 'Clear', 'Tinted']),
              ],
              units: ['EA-CS12', 'EA'],
              price: [250, 1800],
              makers: ['ppe'],
              blurb: '{Type} with {Lens} polycarbonate lenses meeting ANSI Z87.1 impact standards.',
              features: [
                'ANSI Z87.1 rated',
                'Polycarbonate lenses block 99.9% of UV',
                'Wraparound side protection',
              ],
              keywords: ['safety glasses', 'goggles', 'eye protection'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Hand Hygiene',
      kind: 'pump-bottle',
      color: '0d9488',
      description: 'Hand sanitizers, antimicrobial soaps and dispensers.',
      children: [
        {
          name: 'Hand Sanitizers',
          kind: 'pump-bottle',
          color: '0d9488',
          description: 'Alcohol-based hand rubs in gel and foam.',
          templates: [
            {
              noun: 'Hand Sanitizer {Form}',
              kind: 'pump-bottle',
              label: 'Sanitizer',
              attrs: [
                attr('Form', ['Gel', 'Foam', 'Liquid'], false),
                attr('Alcohol', ['70% Ethyl Alcohol', '62% Ethyl Alcohol', '80% Ethyl Alcohol']),
                priced('Size', [
                  ['4 oz', 0.4],
                  ['8 oz', 0.6],
                  ['16.9 oz Pump', 1],
                  ['1,000 mL Refill', 1.9],
                  ['1,200 mL Refill', 2.2],
                ]),
              ],
              units: ['BT-CS12', 'BT-CS24'],
              price: [450, 800],
              makers: ['ppe'],
              blurb:
                '{Alcohol} hand sanitizer {Form}, {Size}, with moisturizers that protect skin through frequent use.',
              features: [
                'Kills 99.99% of common germs',
                'Moisturizing formula',
                'Dye-free',
                'Fits wall dispensers (refill sizes)',
              ],
              keywords: ['hand sanitizer', 'alcohol gel', 'hand rub'],
              files: ['sds'],
              allocationShare: 0.05,
              weight: 1,
            },
          ],
        },
        {
          name: 'Antimicrobial Soaps',
          kind: 'pump-bottle',
          color: 'ea580c',
          description: 'Antimicrobial and gentle hand soaps.',
          templates: [
            {
              noun: '{Type} Hand Soap',
              kind: 'pump-bottle',
              label: 'Hand Soap',
              attrs: [
                attr('Type', ['Antimicrobial', 'Chlorhexidine 2%', 'Gentle Foaming'], false),
                priced('Size', [
                  ['8 oz', 0.5],
                  ['16 oz', 0.8],
                  ['1 gal', 3],
                  ['1,000 mL Refill', 1.8],
                ]),
              ],
              units: ['BT-CS12'],
              price: [450, 900],
              makers: ['ppe'],
              blurb: '{Type} hand soap, {Size}, for routine and surgical hand washing.',
              features: ['Dermatologist tested', 'pH balanced', 'Fresh, light fragrance or fragrance-free'],
              keywords: ['hand soap', 'antimicrobial soap', 'chg soap'],
              files: ['sds'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
  ],
};

const VIAL_PACKS_SDV = ['1 mL Single-Dose Vial', '2 mL Single-Dose Vial'];
const VIAL_PACKS_MDV = ['10 mL Multiple-Dose Vial', '20 mL Multiple-Dose Vial', '30 mL Multiple-Dose Vial'];
const TABLET_PACKS = ['Bottle of 30', 'Bottle of 100', 'Bottle of 500', 'Unit-Dose 100'];

const pharmaceuticals: CategorySpec = {
  name: 'Prescription Pharmaceuticals',
  kind: 'vial',
  color: '4f46e5',
  description:
    'Legend drugs and controlled substances for licensed practitioners: injectables, oral medications, vaccines and topicals.',
  children: [
    {
      name: 'Injectable Medications',
      kind: 'vial',
      color: '4f46e5',
      description: 'Anesthetics, antibiotics, corticosteroids and emergency drugs.',
      children: [
        {
          name: 'Local Anesthetics',
          kind: 'vial',
          color: '4f46e5',
          description: 'Lidocaine, bupivacaine and related local anesthetics.',
          templates: [
            drug({
              drug: 'Lidocaine HCl',
              form: 'Injection',
              strengths: ['1% (10 mg/mL)', '2% (20 mg/mL)'],
              packs: ['5 mL Single-Dose Vial', ...VIAL_PACKS_MDV],
              units: ['VL-CT25', 'VL-CT10'],
              price: [90, 700],
              rx: 1,
              blurb: 'Lidocaine HCl injection, USP, {Strength}, for infiltration and nerve block anesthesia.',
              keywords: ['lidocaine', 'xylocaine', 'local anesthetic', 'numbing'],
              weight: 0.8,
            }),
            drug({
              drug: 'Lidocaine HCl and Epinephrine',
              form: 'Injection',
              strengths: ['1% with Epinephrine 1:100,000', '2% with Epinephrine 1:100,000'],
              packs: VIAL_PACKS_MDV,
              units: ['VL-CT25'],
              price: [200, 900],
              rx: 1,
              blurb:
                'Lidocaine HCl and epinephrine injection, USP, {Strength}, for local anesthesia with reduced bleeding.',
              keywords: ['lidocaine with epinephrine', 'local anesthetic'],
            }),
            drug({
              drug: 'Bupivacaine HCl',
              form: 'Injection',
              strengths: ['0.25% (2.5 mg/mL)', '0.5% (5 mg/mL)'],
              packs: ['10 mL Single-Dose Vial', '30 mL Single-Dose Vial', '50 mL Multiple-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [250, 1400],
              rx: 1,
              blurb:
                'Bupivacaine HCl injection, USP, {Strength}, a long-acting local anesthetic for nerve block and infiltration.',
              keywords: ['bupivacaine', 'marcaine', 'local anesthetic'],
            }),
          ],
        },
        {
          name: 'Injectable Antibiotics',
          kind: 'vial',
          color: '0f766e',
          description: 'Cephalosporins and other injectable antibiotics.',
          templates: [
            drug({
              drug: 'Ceftriaxone',
              form: 'for Injection',
              strengths: ['250 mg', '500 mg', '1 g', '2 g'],
              packs: ['Single-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [90, 900],
              rx: 1,
              blurb:
                'Ceftriaxone for injection, USP, {Strength} vial of sterile powder for reconstitution; a third-generation cephalosporin.',
              keywords: ['ceftriaxone', 'rocephin', 'antibiotic injection'],
            }),
            drug({
              drug: 'Cefazolin',
              form: 'for Injection',
              strengths: ['500 mg', '1 g', '10 g Pharmacy Bulk Package'],
              packs: ['Vial'],
              units: ['VL-CT25'],
              price: [120, 2200],
              rx: 1,
              blurb:
                'Cefazolin for injection, USP, {Strength}; a first-generation cephalosporin for surgical prophylaxis.',
              keywords: ['cefazolin', 'ancef', 'antibiotic injection'],
            }),
          ],
        },
        {
          name: 'Corticosteroids',
          kind: 'vial',
          color: 'b45309',
          description: 'Injectable corticosteroids.',
          templates: [
            drug({
              drug: 'Dexamethasone Sodium Phosphate',
              form: 'Injection',
              strengths: ['4 mg/mL', '10 mg/mL'],
              packs: ['1 mL Single-Dose Vial', '5 mL Multiple-Dose Vial', '30 mL Multiple-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [80, 1200],
              rx: 1,
              blurb:
                'Dexamethasone sodium phosphate injection, USP, {Strength}, for intravenous, intramuscular and intra-articular use.',
              keywords: ['dexamethasone', 'decadron', 'steroid injection'],
            }),
            drug({
              drug: 'Methylprednisolone Acetate',
              form: 'Injectable Suspension',
              strengths: ['40 mg/mL', '80 mg/mL'],
              packs: ['1 mL Single-Dose Vial', '5 mL Multiple-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [300, 2400],
              rx: 1,
              blurb:
                'Methylprednisolone acetate injectable suspension, USP, {Strength}, for intramuscular, intra-articular and soft-tissue injection.',
              keywords: ['methylprednisolone', 'depo medrol', 'steroid injection'],
            }),
            drug({
              drug: 'Triamcinolone Acetonide',
              form: 'Injectable Suspension',
              strengths: ['10 mg/mL', '40 mg/mL'],
              packs: ['1 mL Single-Dose Vial', '5 mL Multiple-Dose Vial', '10 mL Multiple-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [400, 4200],
              rx: 1,
              blurb:
                'Triamcinolone acetonide injectable suspension, USP, {Strength}, for intra-articular and intralesional use.',
              keywords: ['triamcinolone', 'kenalog', 'steroid injection'],
            }),
          ],
        },
        {
          name: 'Emergency Medications',
          kind: 'vial',
          color: 'be123c',
          description: 'Epinephrine, diphenhydramine, ondansetron and other emergency drugs.',
          templates: [
            drug({
              drug: 'Epinephrine',
              form: 'Injection',
              strengths: ['1 mg/mL (1:1,000)', '0.1 mg/mL (1:10,000)'],
              packs: [
                '1 mL Single-Dose Vial',
                '1 mL Ampule',
                '10 mL Prefilled Syringe',
                '30 mL Multiple-Dose Vial',
              ],
              units: ['VL-CT25', 'VL-CT10'],
              price: [300, 3500],
              rx: 1,
              blurb:
                'Epinephrine injection, USP, {Strength}, for emergency treatment of anaphylaxis and cardiac arrest.',
              keywords: ['epinephrine', 'adrenaline', 'anaphylaxis', 'crash cart'],
              allocationShare: 0.1,
            }),
            drug({
              drug: 'Ondansetron',
              form: 'Injection',
              strengths: ['2 mg/mL'],
              packs: ['2 mL Single-Dose Vial', '20 mL Multiple-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [60, 900],
              rx: 1,
              blurb: 'Ondansetron injection, USP, {Strength}, for prevention of nausea and vomiting.',
              keywords: ['ondansetron', 'zofran', 'antiemetic'],
            }),
            drug({
              drug: 'Ketorolac Tromethamine',
              form: 'Injection',
              strengths: ['15 mg/mL', '30 mg/mL', '60 mg/2 mL'],
              packs: ['1 mL Single-Dose Vial', '2 mL Single-Dose Vial'],
              units: ['VL-CT25'],
              price: [80, 500],
              rx: 1,
              blurb:
                'Ketorolac tromethamine injection, USP, {Strength}, a non-steroidal anti-inflammatory for short-term pain management.',
              keywords: ['ketorolac', 'toradol', 'nsaid injection'],
            }),
            drug({
              drug: 'Diphenhydramine HCl',
              form: 'Injection',
              strengths: ['50 mg/mL'],
              packs: VIAL_PACKS_SDV,
              units: ['VL-CT25'],
              price: [70, 450],
              rx: 1,
              blurb:
                'Diphenhydramine HCl injection, USP, {Strength}, an antihistamine for allergic reactions.',
              keywords: ['diphenhydramine', 'benadryl', 'antihistamine injection'],
            }),
            drug({
              drug: 'Heparin Sodium',
              form: 'Injection',
              strengths: ['1,000 USP units/mL', '5,000 USP units/mL', '10,000 USP units/mL'],
              packs: ['1 mL Single-Dose Vial', '10 mL Multiple-Dose Vial', '30 mL Multiple-Dose Vial'],
              units: ['VL-CT25', 'VL-CT10'],
              price: [150, 3200],
              rx: 1,
              blurb: 'Heparin sodium injection, USP, {Strength}, porcine-derived anticoagulant.',
              keywords: ['heparin', 'anticoagulant'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Oral Medications',
      kind: 'pill-bottle',
      color: 'b45309',
      description: 'Antibiotics, analgesics and cardiovascular medications in bottles and unit-dose packs.',
      children: [
        {
          name: 'Oral Antibiotics',
          kind: 'pill-bottle',
          color: '15803d',
          description: 'Penicillins, macrolides, cephalosporins and fluoroquinolones.',
          templates: [
            drug({
              drug: 'Amoxicillin',
              form: 'Capsules',
              strengths: ['250 mg', '500 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [400, 6000],
              rx: 1,
              blurb: 'Amoxicillin capsules, USP, {Strength}, a broad-spectrum penicillin antibiotic.',
              keywords: ['amoxicillin', 'antibiotic', 'penicillin'],
            }),
            drug({
              drug: 'Azithromycin',
              form: 'Tablets',
              strengths: ['250 mg', '500 mg'],
              packs: ['Bottle of 30', 'Unit-Dose 6 (Z-Pack Style)', 'Bottle of 100'],
              units: ['BT-CS12', 'BT'],
              price: [500, 9000],
              rx: 1,
              blurb: 'Azithromycin tablets, USP, {Strength}, a macrolide antibiotic.',
              keywords: ['azithromycin', 'zithromax', 'antibiotic'],
            }),
            drug({
              drug: 'Cephalexin',
              form: 'Capsules',
              strengths: ['250 mg', '500 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [500, 7000],
              rx: 1,
              blurb: 'Cephalexin capsules, USP, {Strength}, a first-generation cephalosporin.',
              keywords: ['cephalexin', 'keflex', 'antibiotic'],
            }),
            drug({
              drug: 'Ciprofloxacin',
              form: 'Tablets',
              strengths: ['250 mg', '500 mg', '750 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [500, 8000],
              rx: 1,
              blurb: 'Ciprofloxacin tablets, USP, {Strength}, a fluoroquinolone antibiotic.',
              keywords: ['ciprofloxacin', 'cipro', 'antibiotic'],
            }),
          ],
        },
        {
          name: 'Analgesics & Anti-Inflammatories',
          kind: 'pill-bottle',
          color: 'b91c1c',
          description: 'Prescription-strength NSAIDs.',
          templates: [
            drug({
              drug: 'Ibuprofen',
              form: 'Tablets',
              strengths: ['400 mg', '600 mg', '800 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [300, 4500],
              rx: 1,
              blurb:
                'Ibuprofen tablets, USP, {Strength}, for relief of mild to moderate pain and inflammation.',
              keywords: ['ibuprofen', 'motrin', 'nsaid'],
            }),
            drug({
              drug: 'Naproxen',
              form: 'Tablets',
              strengths: ['250 mg', '375 mg', '500 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [300, 5000],
              rx: 1,
              blurb: 'Naproxen tablets, USP, {Strength}, a non-steroidal anti-inflammatory drug.',
              keywords: ['naproxen', 'naprosyn', 'nsaid'],
            }),
            drug({
              drug: 'Meloxicam',
              form: 'Tablets',
              strengths: ['7.5 mg', '15 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [250, 4000],
              rx: 1,
              blurb: 'Meloxicam tablets, USP, {Strength}, for osteoarthritis and rheumatoid arthritis.',
              keywords: ['meloxicam', 'mobic', 'nsaid'],
            }),
          ],
        },
        {
          name: 'Cardiovascular',
          kind: 'pill-bottle',
          color: '1d4ed8',
          description: 'Antihypertensives and statins.',
          templates: [
            drug({
              drug: 'Lisinopril',
              form: 'Tablets',
              strengths: ['5 mg', '10 mg', '20 mg', '40 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [200, 3000],
              rx: 1,
              blurb:
                'Lisinopril tablets, USP, {Strength}, an ACE inhibitor for hypertension and heart failure.',
              keywords: ['lisinopril', 'ace inhibitor', 'blood pressure'],
            }),
            drug({
              drug: 'Amlodipine Besylate',
              form: 'Tablets',
              strengths: ['2.5 mg', '5 mg', '10 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [200, 3000],
              rx: 1,
              blurb: 'Amlodipine besylate tablets, USP, {Strength}, a calcium channel blocker.',
              keywords: ['amlodipine', 'norvasc', 'blood pressure'],
            }),
            drug({
              drug: 'Metoprolol Tartrate',
              form: 'Tablets',
              strengths: ['25 mg', '50 mg', '100 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [200, 3500],
              rx: 1,
              blurb: 'Metoprolol tartrate tablets, USP, {Strength}, a beta-blocker.',
              keywords: ['metoprolol', 'lopressor', 'beta blocker'],
            }),
            drug({
              drug: 'Atorvastatin Calcium',
              form: 'Tablets',
              strengths: ['10 mg', '20 mg', '40 mg', '80 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [300, 5000],
              rx: 1,
              blurb: 'Atorvastatin calcium tablets, USP, {Strength}, for lowering LDL cholesterol.',
              keywords: ['atorvastatin', 'lipitor', 'statin', 'cholesterol'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Controlled Substances',
      kind: 'vial',
      color: '7f1d1d',
      description:
        'DEA-scheduled medications. A license for the schedule must be on file for the ship-to address.',
      children: [
        {
          name: 'Schedule II Medications',
          kind: 'vial',
          color: '7f1d1d',
          description: 'Schedule II opioids: ordered through your sales representative with DEA Form 222.',
          templates: [
            drug({
              drug: 'Morphine Sulfate',
              form: 'Injection',
              strengths: ['2 mg/mL', '4 mg/mL', '10 mg/mL'],
              packs: ['1 mL Carpuject-Style Cartridge', '1 mL Single-Dose Vial'],
              units: ['VL-CT10', 'VL-CT25'],
              price: [300, 1500],
              rx: 2,
              blurb:
                'Morphine sulfate injection, USP, {Strength}, an opioid agonist. CII: ordered with DEA Form 222 through your sales representative.',
              keywords: ['morphine', 'opioid', 'cii'],
            }),
            drug({
              drug: 'Hydromorphone HCl',
              form: 'Injection',
              strengths: ['1 mg/mL', '2 mg/mL'],
              packs: ['1 mL Single-Dose Vial'],
              units: ['VL-CT10', 'VL-CT25'],
              price: [300, 1800],
              rx: 2,
              blurb:
                'Hydromorphone HCl injection, USP, {Strength}. CII: ordered with DEA Form 222 through your sales representative.',
              keywords: ['hydromorphone', 'dilaudid', 'opioid', 'cii'],
            }),
            drug({
              drug: 'Fentanyl Citrate',
              form: 'Injection',
              strengths: ['50 mcg/mL'],
              packs: ['2 mL Single-Dose Vial', '5 mL Single-Dose Vial'],
              units: ['VL-CT10', 'VL-CT25'],
              price: [150, 900],
              rx: 2,
              blurb:
                'Fentanyl citrate injection, USP, {Strength}. CII: ordered with DEA Form 222 through your sales representative.',
              keywords: ['fentanyl', 'opioid', 'cii', 'anesthesia'],
            }),
            drug({
              drug: 'Oxycodone HCl',
              form: 'Tablets',
              strengths: ['5 mg', '10 mg'],
              packs: ['Bottle of 100', 'Unit-Dose 100'],
              units: ['BT'],
              price: [1500, 9000],
              rx: 2,
              blurb:
                'Oxycodone HCl tablets, USP, {Strength}. CII: ordered with DEA Form 222 through your sales representative.',
              keywords: ['oxycodone', 'opioid', 'cii'],
            }),
          ],
        },
        {
          name: 'Schedule III Medications',
          kind: 'vial',
          color: '9a3412',
          description: 'Schedule III medications: ketamine, testosterone and buprenorphine.',
          templates: [
            drug({
              drug: 'Ketamine HCl',
              form: 'Injection',
              strengths: ['10 mg/mL', '50 mg/mL', '100 mg/mL'],
              packs: ['10 mL Multiple-Dose Vial', '5 mL Multiple-Dose Vial'],
              units: ['VL-CT10'],
              price: [600, 3500],
              rx: 3,
              blurb:
                'Ketamine HCl injection, USP, {Strength}, a dissociative anesthetic. Schedule III: a CIII license must be on file.',
              keywords: ['ketamine', 'anesthetic', 'ciii'],
            }),
            drug({
              drug: 'Testosterone Cypionate',
              form: 'Injection',
              strengths: ['100 mg/mL', '200 mg/mL'],
              packs: ['1 mL Single-Dose Vial', '10 mL Multiple-Dose Vial'],
              units: ['VL-CT10', 'VL-CT25'],
              price: [1200, 9000],
              rx: 3,
              blurb:
                'Testosterone cypionate injection, USP, {Strength}, in cottonseed oil. Schedule III: a CIII license must be on file.',
              keywords: ['testosterone', 'trt', 'ciii'],
            }),
            drug({
              drug: 'Buprenorphine HCl',
              form: 'Injection',
              strengths: ['0.3 mg/mL'],
              packs: ['1 mL Single-Dose Vial', '1 mL Ampule'],
              units: ['VL-CT10'],
              price: [400, 1500],
              rx: 3,
              blurb:
                'Buprenorphine HCl injection, USP, {Strength}, a partial opioid agonist. Schedule III: a CIII license must be on file.',
              keywords: ['buprenorphine', 'buprenex', 'ciii'],
            }),
          ],
        },
        {
          name: 'Schedule IV Medications',
          kind: 'vial',
          color: 'a16207',
          description: 'Schedule IV medications: benzodiazepines, phenobarbital and tramadol.',
          templates: [
            drug({
              drug: 'Midazolam',
              form: 'Injection',
              strengths: ['1 mg/mL', '5 mg/mL'],
              packs: ['2 mL Single-Dose Vial', '5 mL Multiple-Dose Vial', '10 mL Multiple-Dose Vial'],
              units: ['VL-CT10', 'VL-CT25'],
              price: [150, 1200],
              rx: 4,
              blurb:
                'Midazolam injection, USP, {Strength}, a benzodiazepine for procedural sedation. Schedule IV: a CIV license must be on file.',
              keywords: ['midazolam', 'versed', 'sedation', 'civ'],
            }),
            drug({
              drug: 'Lorazepam',
              form: 'Injection',
              strengths: ['2 mg/mL', '4 mg/mL'],
              packs: ['1 mL Single-Dose Vial', '10 mL Multiple-Dose Vial'],
              units: ['VL-CT10', 'VL-CT25'],
              price: [200, 1800],
              rx: 4,
              blurb:
                'Lorazepam injection, USP, {Strength}. Refrigerate. Schedule IV: a CIV license must be on file.',
              keywords: ['lorazepam', 'ativan', 'civ'],
            }),
            drug({
              drug: 'Diazepam',
              form: 'Injection',
              strengths: ['5 mg/mL'],
              packs: ['2 mL Prefilled Syringe', '10 mL Multiple-Dose Vial'],
              units: ['VL-CT10'],
              price: [250, 1600],
              rx: 4,
              blurb: 'Diazepam injection, USP, {Strength}. Schedule IV: a CIV license must be on file.',
              keywords: ['diazepam', 'valium', 'civ'],
            }),
            drug({
              drug: 'Phenobarbital Sodium',
              form: 'Injection',
              strengths: ['65 mg/mL', '130 mg/mL'],
              packs: ['1 mL Single-Dose Vial'],
              units: ['VL-CT25'],
              price: [900, 4000],
              rx: 4,
              blurb:
                'Phenobarbital sodium injection, USP, {Strength}, an anticonvulsant barbiturate. Schedule IV: a CIV license must be on file.',
              keywords: ['phenobarbital', 'barbiturate', 'civ'],
            }),
            drug({
              drug: 'Tramadol HCl',
              form: 'Tablets',
              strengths: ['50 mg'],
              packs: TABLET_PACKS,
              units: ['BT-CS12', 'BT'],
              price: [500, 6000],
              rx: 4,
              blurb: 'Tramadol HCl tablets, USP, {Strength}. Schedule IV: a CIV license must be on file.',
              keywords: ['tramadol', 'ultram', 'civ'],
            }),
          ],
        },
        {
          name: 'Schedule V Medications',
          kind: 'pill-bottle',
          color: '365314',
          description: 'Schedule V medications: pregabalin, lacosamide and codeine cough preparations.',
          templates: [
            drug({
              drug: 'Pregabalin',
              form: 'Capsules',
              strengths: ['25 mg', '75 mg', '150 mg', '300 mg'],
              packs: ['Bottle of 90', 'Bottle of 500'],
              units: ['BT-CS12', 'BT'],
              price: [800, 12000],
              rx: 5,
              blurb:
                'Pregabalin capsules, {Strength}, for neuropathic pain. Schedule V: a CV license must be on file.',
              keywords: ['pregabalin', 'lyrica', 'cv'],
            }),
            drug({
              drug: 'Lacosamide',
              form: 'Injection',
              strengths: ['10 mg/mL'],
              packs: ['20 mL Single-Dose Vial'],
              units: ['VL-CT10'],
              price: [1500, 9000],
              rx: 5,
              kind: 'vial',
              blurb:
                'Lacosamide injection, {Strength}, an anticonvulsant. Schedule V: a CV license must be on file.',
              keywords: ['lacosamide', 'vimpat', 'cv'],
            }),
            drug({
              drug: 'Guaifenesin and Codeine Phosphate',
              form: 'Oral Solution',
              strengths: ['100 mg/10 mg per 5 mL'],
              packs: ['4 oz Bottle', '16 oz Bottle'],
              units: ['BT-CS12', 'BT'],
              price: [600, 3200],
              rx: 5,
              kind: 'dropper-bottle',
              blurb:
                'Guaifenesin and codeine phosphate oral solution, {Strength}, an antitussive expectorant. Schedule V: a CV license must be on file.',
              keywords: ['codeine', 'cough syrup', 'cv'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Vaccines & Biologicals',
      kind: 'vial',
      color: '0369a1',
      description: 'Vaccines and skin-test antigens shipped cold.',
      children: [
        {
          name: 'Vaccines',
          kind: 'vial',
          color: '0369a1',
          description: 'Seasonal influenza and routine adult vaccines.',
          templates: [
            drug({
              drug: 'Influenza Vaccine, Quadrivalent',
              form: '',
              strengths: ['2025-2026 Formula'],
              packs: ['0.5 mL Prefilled Syringe, 10 Pack', '5 mL Multiple-Dose Vial'],
              units: ['PK10-CS10', 'VL-CT10'],
              price: [9000, 18000],
              rx: 1,
              kind: 'vial',
              blurb:
                'Quadrivalent inactivated influenza vaccine, {Strength}. Ships refrigerated; pre-book allocations are honored first.',
              keywords: ['flu shot', 'influenza vaccine', 'flu vaccine'],
              allocationShare: 0.4,
              weight: 0.5,
            }),
            drug({
              drug: 'Tetanus and Diphtheria Toxoids (Td)',
              form: 'Adsorbed',
              strengths: ['Adult'],
              packs: ['0.5 mL Single-Dose Vial, 10 Pack'],
              units: ['PK10-CS10'],
              price: [18000, 32000],
              rx: 1,
              kind: 'vial',
              blurb:
                'Tetanus and diphtheria toxoids adsorbed, {Strength} formulation, for booster immunization. Ships refrigerated.',
              keywords: ['tetanus', 'td vaccine', 'booster'],
              allocationShare: 0.1,
            }),
            drug({
              drug: 'Hepatitis B Vaccine (Recombinant)',
              form: '',
              strengths: ['Adult 20 mcg/mL', 'Pediatric 10 mcg/0.5 mL'],
              packs: ['Single-Dose Vial, 10 Pack', 'Prefilled Syringe, 10 Pack'],
              units: ['PK10-CS10'],
              price: [28000, 55000],
              rx: 1,
              kind: 'vial',
              blurb: 'Recombinant hepatitis B vaccine, {Strength}. Ships refrigerated.',
              keywords: ['hepatitis b vaccine', 'hep b'],
            }),
          ],
        },
        {
          name: 'Skin Test Antigens',
          kind: 'vial',
          color: '0e7490',
          description: 'Tuberculin PPD for Mantoux testing.',
          templates: [
            drug({
              drug: 'Tuberculin Purified Protein Derivative (Mantoux)',
              form: '',
              strengths: ['5 TU/0.1 mL'],
              packs: ['1 mL Vial (10 Tests)', '5 mL Vial (50 Tests)'],
              units: ['VL-CT10'],
              price: [7000, 32000],
              rx: 1,
              kind: 'vial',
              blurb:
                'Tuberculin PPD, {Strength}, for intradermal Mantoux tuberculin skin testing. Ships refrigerated.',
              keywords: ['ppd', 'tb test', 'tuberculin', 'mantoux'],
              allocationShare: 0.3,
            }),
          ],
        },
      ],
    },
    {
      name: 'Ophthalmic & Topical',
      kind: 'ointment-tube',
      color: '0891b2',
      description: 'Eye drops, ophthalmic ointments and prescription topicals.',
      children: [
        {
          name: 'Ophthalmic Preparations',
          kind: 'dropper-bottle',
          color: '0891b2',
          description: 'Anesthetic and antibiotic eye drops and ointments.',
          templates: [
            drug({
              drug: 'Proparacaine HCl',
              form: 'Ophthalmic Solution',
              strengths: ['0.5%'],
              packs: ['15 mL Dropper Bottle'],
              units: ['BT-CS12', 'BT'],
              price: [500, 1800],
              rx: 1,
              kind: 'dropper-bottle',
              blurb:
                'Proparacaine HCl ophthalmic solution, USP, {Strength}, a topical anesthetic for tonometry and minor eye procedures.',
              keywords: ['proparacaine', 'eye drops', 'ophthalmic anesthetic'],
            }),
            drug({
              drug: 'Tobramycin',
              form: 'Ophthalmic Solution',
              strengths: ['0.3%'],
              packs: ['5 mL Dropper Bottle'],
              units: ['BT-CS12', 'BT'],
              price: [500, 2200],
              rx: 1,
              kind: 'dropper-bottle',
              blurb:
                'Tobramycin ophthalmic solution, USP, {Strength}, an aminoglycoside antibiotic eye drop.',
              keywords: ['tobramycin', 'eye drops', 'antibiotic eye drops'],
            }),
            drug({
              drug: 'Erythromycin',
              form: 'Ophthalmic Ointment',
              strengths: ['0.5%'],
              packs: ['3.5 g Tube', '1 g Tube, 50 Pack'],
              units: ['TB-CS12'],
              price: [400, 2400],
              rx: 1,
              kind: 'ointment-tube',
              blurb:
                'Erythromycin ophthalmic ointment, USP, {Strength}, for ocular infections and neonatal prophylaxis.',
              keywords: ['erythromycin', 'eye ointment'],
            }),
          ],
        },
        {
          name: 'Prescription Topicals',
          kind: 'ointment-tube',
          color: '0f766e',
          description: 'Antibiotic, antifungal and corticosteroid creams and ointments.',
          templates: [
            drug({
              drug: 'Mupirocin',
              form: 'Ointment',
              strengths: ['2%'],
              packs: ['22 g Tube', '15 g Tube'],
              units: ['TB-CS12'],
              price: [500, 2000],
              rx: 1,
              kind: 'ointment-tube',
              blurb:
                'Mupirocin ointment, USP, {Strength}, a topical antibiotic for impetigo and skin infections.',
              keywords: ['mupirocin', 'bactroban', 'antibiotic ointment'],
            }),
            drug({
              drug: 'Silver Sulfadiazine',
              form: 'Cream',
              strengths: ['1%'],
              packs: ['50 g Jar', '400 g Jar', '20 g Tube'],
              units: ['TB-CS12', 'BT'],
              price: [600, 4500],
              rx: 1,
              kind: 'ointment-tube',
              blurb:
                'Silver sulfadiazine cream, USP, {Strength}, for the prevention and treatment of burn wound infections.',
              keywords: ['silver sulfadiazine', 'silvadene', 'burn cream'],
            }),
            drug({
              drug: 'Triamcinolone Acetonide',
              form: 'Cream',
              strengths: ['0.025%', '0.1%', '0.5%'],
              packs: ['15 g Tube', '80 g Tube', '454 g Jar'],
              units: ['TB-CS12'],
              price: [300, 3500],
              rx: 1,
              kind: 'ointment-tube',
              blurb:
                'Triamcinolone acetonide cream, USP, {Strength}, a corticosteroid for inflammatory dermatoses.',
              keywords: ['triamcinolone cream', 'steroid cream'],
            }),
            drug({
              drug: 'Lidocaine HCl',
              form: 'Jelly',
              strengths: ['2%'],
              packs: ['5 mL Tube', '30 mL Tube'],
              units: ['TB-CS12'],
              price: [200, 1600],
              rx: 1,
              kind: 'ointment-tube',
              blurb:
                'Lidocaine HCl jelly, USP, {Strength}, a topical anesthetic lubricant for urethral and endotracheal procedures.',
              keywords: ['lidocaine jelly', 'uro jet', 'anesthetic gel'],
            }),
          ],
        },
      ],
    },
  ],
};

const ivTherapy: CategorySpec = {
  name: 'IV Therapy',
  kind: 'iv-bag',
  color: '0284c7',
  description: 'IV solutions, administration sets, catheters, start kits and flushes.',
  children: [
    {
      name: 'IV Solutions',
      kind: 'iv-bag',
      color: '0284c7',
      description: 'Saline, lactated Ringer’s and dextrose in flexible containers.',
      children: [
        {
          name: 'Sodium Chloride Solutions',
          kind: 'iv-bag',
          color: '0284c7',
          description: '0.9% and 0.45% sodium chloride injection.',
          templates: [
            {
              noun: 'Sodium Chloride Injection, USP',
              kind: 'iv-bag',
              label: 'NaCl {Concentration}',
              attrs: [
                attr('Concentration', ['0.9%', '0.45%']),
                priced('Volume', [
                  ['50 mL', 0.8],
                  ['100 mL', 0.85],
                  ['250 mL', 1],
                  ['500 mL', 1.15],
                  ['1,000 mL', 1.4],
                ]),
                info('Container', 'PVC-free flexible bag'),
              ],
              units: ['BG-CS24', 'BG-CS12'],
              price: [160, 280],
              makers: ['iv'],
              blurb:
                '{Concentration} sodium chloride injection, USP, {Volume}, in a PVC-free, DEHP-free flexible container for fluid and electrolyte replenishment.',
              features: [
                'PVC-free and DEHP-free container',
                'Latex-free ports',
                'Overwrapped to limit moisture loss',
                'Single-dose container',
              ],
              keywords: ['normal saline', 'iv fluids', 'saline bag', 'sodium chloride'],
              files: ['package-insert'],
              rx: [[1, 1]],
              allocationShare: 0.15,
              weight: 1.2,
              storage:
                'Store at 20 °C to 25 °C (68 °F to 77 °F). Brief exposure up to 40 °C does not affect the product. Do not freeze.',
            },
          ],
        },
        {
          name: 'Lactated Ringer’s & Dextrose',
          kind: 'iv-bag',
          color: '0369a1',
          description: 'Lactated Ringer’s and dextrose solutions.',
          templates: [
            {
              noun: '{Solution}',
              kind: 'iv-bag',
              label: '{Solution}',
              attrs: [
                attr(
                  'Solution',
                  [
                    'Lactated Ringer’s Injection, USP',
                    '5% Dextrose Injection, USP',
                    '5% Dextrose and 0.45% Sodium Chloride',
                    '10% Dextrose Injection, USP',
                  ],
                  false,
                ),
                priced('Volume', [
                  ['250 mL', 1],
                  ['500 mL', 1.15],
                  ['1,000 mL', 1.4],
                ]),
              ],
              units: ['BG-CS12', 'BG-CS24'],
              price: [190, 320],
              makers: ['iv'],
              blurb:
                '{Solution}, {Volume}, in a flexible container for fluid, electrolyte and calorie replenishment.',
              features: ['PVC-free and DEHP-free container', 'Latex-free ports', 'Single-dose container'],
              keywords: ['lactated ringers', 'dextrose', 'iv fluids', 'lr'],
              files: ['package-insert'],
              rx: [[1, 1]],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'IV Administration Sets',
      kind: 'iv-set',
      color: '0ea5e9',
      description: 'Primary, secondary and extension sets.',
      children: [
        {
          name: 'Primary & Secondary Sets',
          kind: 'iv-set',
          color: '0ea5e9',
          description: 'Gravity and pump sets.',
          templates: [
            {
              noun: '{Type} IV Administration Set',
              kind: 'iv-set',
              label: '{Type} Set',
              attrs: [
                attr('Type', ['Primary', 'Secondary', 'Vented Primary', 'Blood'], false),
                attr('Drip Rate', ['10 drops/mL', '15 drops/mL', '20 drops/mL', '60 drops/mL']),
                attr('Length', ['78 in', '92 in', '104 in']),
                attr('Ports', ['2 Needle-Free Y-Sites', '1 Needle-Free Y-Site']),
              ],
              units: ['EA-CS50', 'EA-BX50-CS10'],
              price: [180, 900],
              makers: ['iv'],
              blurb:
                '{Type} IV administration set, {Drip Rate}, {Length}, with {Ports}, roller clamp and rotating male Luer lock.',
              features: [
                'Needle-free Y-sites',
                'Roller clamp with positive shut-off',
                'DEHP-free tubing',
                'Sterile fluid path',
              ],
              keywords: ['iv tubing', 'iv set', 'administration set', 'primary tubing'],
              files: ['spec-sheet', 'ifu'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Extension Sets & Connectors',
          kind: 'iv-set',
          color: '38bdf8',
          description: 'Extension sets, needle-free connectors and stopcocks.',
          templates: [
            {
              noun: '{Type}',
              kind: 'iv-set',
              label: 'Extension',
              attrs: [
                attr(
                  'Type',
                  [
                    'IV Extension Set',
                    'Needle-Free Connector',
                    'Three-Way Stopcock',
                    'Bifurcated Extension Set',
                  ],
                  false,
                ),
                attr('Length', ['6 in', '8 in', '30 in', '60 in']),
              ],
              units: ['EA-CS50', 'EA-BX100-CS10'],
              price: [60, 500],
              makers: ['iv'],
              blurb: '{Type}, {Length}, with a neutral-displacement needle-free valve and slide clamp.',
              features: ['Neutral displacement valve', 'Slide clamp', 'DEHP-free', 'Sterile fluid path'],
              keywords: ['extension set', 'needleless connector', 'stopcock'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'IV Catheters',
      kind: 'catheter',
      color: 'ca8a04',
      description: 'Safety peripheral IV catheters and midlines.',
      children: [
        {
          name: 'Safety IV Catheters',
          kind: 'catheter',
          color: 'ca8a04',
          description: 'Shielded peripheral IV catheters, color-coded by gauge.',
          templates: [
            {
              noun: 'Safety IV Catheters',
              kind: 'catheter',
              label: 'IV Catheter',
              attrs: [
                attr('Length', ['3/4 in', '1 in', '1.16 in', '1.25 in', '1.75 in']),
                attr('Design', ['Straight', 'Winged', 'Ported']),
              ],
              variant: CATHETER_GAUGES,
              variantShare: 0.85,
              units: ['BX50-CS10', 'BX100-CS10'],
              price: [6000, 16000],
              makers: ['iv', 'sharps'],
              blurb:
                '{Design} safety IV catheters, {Length}, with a passive needle shield, flashback chamber and FEP catheter color-coded by gauge.',
              features: [
                'Passive, automatic needle shielding',
                'Visible flashback for confirmation of placement',
                'Radiopaque FEP catheter',
                'Blood-control septum on selected models',
              ],
              keywords: ['iv catheter', 'peripheral iv', 'angiocath', 'cannula'],
              files: ['spec-sheet', 'ifu'],
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Midline Catheters',
          kind: 'catheter',
          color: 'a16207',
          description: 'Midline catheter kits.',
          templates: [
            {
              noun: 'Midline Catheter Kit',
              kind: 'catheter',
              label: 'Midline',
              attrs: [
                attr('Size', ['3 Fr', '4 Fr', '5 Fr']),
                attr('Length', ['8 cm', '10 cm', '20 cm']),
                attr('Lumens', ['Single Lumen', 'Dual Lumen']),
              ],
              units: ['KT-CS20'],
              price: [3500, 12000],
              makers: ['iv'],
              blurb:
                '{Size} {Lumens} midline catheter kit, {Length}, with everything needed for ultrasound-guided placement.',
              features: [
                'Polyurethane catheter',
                'Includes guidewire, introducer and dressing',
                'Sterile, single use',
              ],
              keywords: ['midline', 'midline catheter', 'picc'],
              files: ['ifu'],
              specialOrderShare: 0.2,
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'IV Start & Flush',
      kind: 'syringe',
      color: '16a34a',
      description: 'IV start kits, saline flush syringes and tourniquets.',
      children: [
        {
          name: 'IV Start Kits',
          kind: 'box',
          color: '16a34a',
          description: 'Everything to start a peripheral line in one kit.',
          templates: [
            {
              noun: 'IV Start Kit',
              kind: 'box',
              label: 'IV Start Kit',
              attrs: [
                attr('Antiseptic', ['With CHG Applicator', 'With PVP-I Prep Pads', 'With Alcohol Prep Pads']),
                attr('Dressing', ['Transparent Dressing', 'Gauze and Tape']),
              ],
              units: ['KT-CS20', 'EA-CS50'],
              price: [150, 600],
              makers: ['iv'],
              blurb: 'IV start kit {Antiseptic} and a {Dressing}, plus tourniquet, gauze and label.',
              features: ['Single-use kit reduces set-up time', 'Latex-free tourniquet', 'Sterile'],
              keywords: ['iv start kit', 'iv kit', 'start kit'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Saline Flush Syringes',
          kind: 'syringe',
          color: '22c55e',
          description: 'Prefilled 0.9% sodium chloride flush syringes.',
          templates: [
            {
              noun: 'Prefilled Saline Flush Syringes',
              kind: 'syringe',
              label: 'Flush {Fill}',
              attrs: [
                attr('Fill', ['3 mL', '5 mL', '10 mL']),
                attr('Syringe Size', ['10 mL Syringe', '5 mL Syringe']),
                info('Concentration', '0.9% Sodium Chloride'),
              ],
              units: ['EA-BX100-CS10', 'BX50-CS10'],
              price: [20, 90],
              makers: ['iv'],
              blurb:
                '{Fill} 0.9% sodium chloride in a {Syringe Size}, sterile fluid path, for flushing vascular access devices.',
              features: ['Sterile fluid path', 'Reduced reflux plunger', 'Tamper-evident tip cap'],
              keywords: ['saline flush', 'flush syringe', 'prefilled syringe'],
              files: ['spec-sheet', 'sds'],
              allocationShare: 0.1,
              weight: 0.8,
            },
          ],
        },
        {
          name: 'Tourniquets',
          kind: 'bandage-roll',
          color: '2563eb',
          description: 'Disposable latex-free tourniquets.',
          templates: [
            {
              noun: 'Disposable Tourniquets',
              kind: 'bandage-roll',
              label: 'Tourniquet',
              attrs: [
                attr('Format', ['Roll of 25', 'Strips, 1 × 18 in']),
                attr('Color', ['Blue', 'Purple', 'Green', 'Pink']),
              ],
              units: ['BX100-CS10', 'RL-CS24'],
              price: [400, 2200],
              makers: ['iv', 'lab'],
              blurb: 'Latex-free disposable tourniquets ({Format}) in {Color}, single patient use.',
              features: ['Latex-free', 'Single patient use', 'Perforated roll tears cleanly'],
              keywords: ['tourniquet', 'phlebotomy tourniquet'],
              files: ['spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
  ],
};

const respiratory: CategorySpec = {
  name: 'Respiratory',
  kind: 'oxygen-mask',
  color: '0d9488',
  description: 'Oxygen delivery, aerosol therapy, airway management and suction.',
  children: [
    {
      name: 'Oxygen Delivery',
      kind: 'cannula',
      color: '0d9488',
      description: 'Cannulas, masks and oxygen tubing.',
      children: [
        {
          name: 'Nasal Cannulas',
          kind: 'cannula',
          color: '0d9488',
          description: 'Standard and high-flow nasal cannulas.',
          templates: [
            {
              noun: 'Nasal Oxygen Cannula',
              kind: 'cannula',
              label: 'Cannula',
              attrs: [
                attr('Patient', ['Adult', 'Pediatric', 'Infant']),
                attr('Tubing', ['7 ft Tubing', '14 ft Tubing', '25 ft Tubing']),
                attr('Tip', ['Curved Tip', 'Straight Tip', 'Soft Flared Tip']),
              ],
              units: ['EA-CS50'],
              price: [60, 350],
              makers: ['respiratory'],
              blurb:
                '{Patient} nasal oxygen cannula with {Tip} prongs and {Tubing}, crush-resistant and kink-resistant.',
              features: [
                'Crush-resistant star lumen tubing',
                'Soft, latex-free prongs',
                'Universal connector',
              ],
              keywords: ['nasal cannula', 'oxygen cannula', 'o2 cannula'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Oxygen Masks',
          kind: 'oxygen-mask',
          color: '14b8a6',
          description: 'Simple, non-rebreather and venturi masks.',
          templates: [
            {
              noun: '{Type} Oxygen Mask',
              kind: 'oxygen-mask',
              label: 'O2 Mask',
              attrs: [
                attr('Type', ['Simple', 'Non-Rebreather', 'Venturi', 'Aerosol'], false),
                attr('Patient', ['Adult', 'Pediatric']),
                attr('Tubing', ['7 ft Tubing', 'Without Tubing']),
              ],
              units: ['EA-CS50'],
              price: [90, 500],
              makers: ['respiratory'],
              blurb: '{Patient} {Type} oxygen mask {Tubing}, with an adjustable nose clip and elastic strap.',
              features: ['Clear, soft vinyl for patient observation', 'Adjustable nose clip', 'Latex-free'],
              keywords: ['oxygen mask', 'non rebreather', 'venturi mask'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
      ],
    },
    {
      name: 'Aerosol Therapy',
      kind: 'device',
      color: '0891b2',
      description: 'Nebulizer kits, compressors and spacers.',
      children: [
        {
          name: 'Nebulizer Kits',
          kind: 'oxygen-mask',
          color: '0891b2',
          description: 'Small-volume nebulizer kits with mouthpiece or mask.',
          templates: [
            {
              noun: 'Small Volume Nebulizer Kit',
              kind: 'oxygen-mask',
              label: 'Neb Kit',
              attrs: [
                attr('Interface', ['With Mouthpiece', 'With Adult Mask', 'With Pediatric Mask']),
                attr('Tubing', ['7 ft Tubing']),
              ],
              units: ['EA-CS50'],
              price: [120, 600],
              makers: ['respiratory'],
              blurb:
                'Small-volume nebulizer kit {Interface} and {Tubing}, for aerosolized medication delivery.',
              features: [
                '6 mL medication cup',
                'Efficient particle size for deep lung delivery',
                'Latex-free',
              ],
              keywords: ['nebulizer', 'neb kit', 'breathing treatment'],
              files: ['spec-sheet'],
              weight: 0.7,
            },
          ],
        },
        {
          name: 'Nebulizer Compressors',
          kind: 'device',
          color: '155e75',
          description: 'Tabletop and portable compressors.',
          templates: [
            {
              noun: '{Type} Nebulizer Compressor',
              kind: 'device',
              label: 'Compressor',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Tabletop', 1],
                    ['Portable', 2.2],
                    ['Heavy-Duty', 1.8],
                  ],
                  false,
                ),
                info('Power', 'AC', 'AC/DC rechargeable'),
              ],
              units: ['EA', 'EA-CS6'],
              price: [3600, 6000],
              makers: ['respiratory', 'equipment'],
              blurb: '{Type} piston compressor nebulizer system with reusable nebulizer kit.',
              features: DEVICE_FEATURES,
              keywords: ['nebulizer machine', 'compressor', 'nebulizer'],
              files: ['ifu', 'spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Airway Management',
      kind: 'resuscitator',
      color: 'ea580c',
      description: 'Oral airways, endotracheal tubes and manual resuscitators.',
      children: [
        {
          name: 'Oral & Nasal Airways',
          kind: 'box',
          color: 'ea580c',
          description: 'Oropharyngeal and nasopharyngeal airways.',
          templates: [
            {
              noun: '{Type} Airway',
              kind: 'box',
              label: 'Airway',
              attrs: [
                attr('Type', ['Oropharyngeal', 'Nasopharyngeal'], false),
                attr('Style', ['Guedel', 'Berman']),
              ],
              variant: AIRWAY_SIZES,
              variantShare: 0.7,
              units: ['EA-CS50', 'EA-BX10'],
              price: [60, 400],
              makers: ['respiratory'],
              blurb:
                '{Type} {Style} airway, color-coded by size, to maintain an open airway in unconscious patients.',
              features: ['Color-coded by size', 'Smooth, rounded edges', 'Latex-free'],
              keywords: ['oral airway', 'opa', 'npa', 'guedel'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Endotracheal Tubes',
          kind: 'catheter',
          color: 'c2410c',
          description: 'Cuffed and uncuffed endotracheal tubes.',
          templates: [
            {
              noun: 'Endotracheal Tube',
              kind: 'catheter',
              label: 'ET Tube',
              attrs: [attr('Cuff', ['Cuffed', 'Uncuffed']), attr('Style', ['Murphy Eye', 'Magill'])],
              variant: ET_TUBE_SIZES,
              variantShare: 0.8,
              units: ['EA-BX10'],
              price: [200, 900],
              makers: ['respiratory'],
              blurb: '{Cuff} endotracheal tube with {Style} tip, radiopaque line and 15 mm connector.',
              features: ['High-volume, low-pressure cuff', 'Radiopaque line', 'Sterile, single use'],
              keywords: ['et tube', 'endotracheal tube', 'intubation'],
              files: ['spec-sheet', 'ifu'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Manual Resuscitators',
          kind: 'resuscitator',
          color: 'ea580c',
          description: 'Bag-valve-mask resuscitators.',
          templates: [
            {
              noun: 'Manual Resuscitator (Bag-Valve-Mask)',
              kind: 'resuscitator',
              label: 'BVM',
              attrs: [
                attr('Patient', ['Adult', 'Pediatric', 'Infant']),
                attr('Options', ['With PEEP Valve', 'With Reservoir Bag', 'Standard']),
              ],
              units: ['EA', 'EA-CS6'],
              price: [1200, 6000],
              makers: ['respiratory'],
              blurb: '{Patient} single-patient-use manual resuscitator {Options}, mask and oxygen tubing.',
              features: ['Pressure-relief valve', 'Latex-free', 'Single patient use'],
              keywords: ['ambu bag', 'bvm', 'resuscitator', 'bag valve mask'],
              files: ['ifu'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Suction',
      kind: 'canister',
      color: '475569',
      description: 'Canisters, tips, catheters and tubing.',
      children: [
        {
          name: 'Suction Canisters & Liners',
          kind: 'canister',
          color: '475569',
          description: 'Rigid canisters and disposable liners.',
          templates: [
            {
              noun: 'Suction Canister',
              kind: 'canister',
              label: 'Canister',
              attrs: [
                attr('Capacity', ['1,200 mL', '1,500 mL', '2,000 mL', '3,000 mL']),
                attr('Type', ['Rigid', 'Liner']),
              ],
              units: ['EA-CS50', 'EA-CS20'],
              price: [200, 900],
              makers: ['respiratory'],
              blurb: '{Capacity} {Type} suction canister with a shut-off filter and graduated markings.',
              features: ['Hydrophobic shut-off filter', 'Graduated in 100 mL increments', 'Latex-free'],
              keywords: ['suction canister', 'suction liner'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Suction Catheters & Tips',
          kind: 'catheter',
          color: '64748b',
          description: 'Yankauer tips and suction catheters.',
          templates: [
            {
              noun: 'Suction Catheter',
              kind: 'catheter',
              label: 'Suction',
              attrs: [
                attr('Style', ['Whistle Tip', 'Open Tip', 'Closed System']),
                attr('Packaging', ['Single', 'Kit with Gloves']),
              ],
              variant: SUCTION_SIZES,
              variantShare: 0.7,
              units: ['EA-CS50'],
              price: [40, 300],
              makers: ['respiratory'],
              blurb:
                '{Style} suction catheter ({Packaging}) with thumb-port control, color-coded by French size.',
              features: ['Thumb-port control', 'Color-coded connector', 'Sterile'],
              keywords: ['suction catheter', 'yankauer', 'suction tip'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
      ],
    },
  ],
};

const sterilization: CategorySpec = {
  name: 'Sterilization & Disinfection',
  kind: 'pouch',
  color: 'ca8a04',
  description: 'Sterilization packaging, process monitoring, surface disinfectants and instrument care.',
  children: [
    {
      name: 'Sterilization Packaging',
      kind: 'pouch',
      color: 'ca8a04',
      description: 'Self-seal pouches, tubing rolls and wrap.',
      children: [
        {
          name: 'Self-Seal Pouches',
          kind: 'pouch',
          color: 'ca8a04',
          description: 'Paper/film pouches with built-in indicators.',
          templates: [
            {
              noun: 'Self-Seal Sterilization Pouches',
              kind: 'pouch',
              label: 'Pouch {Size}',
              attrs: [
                priced('Size', [
                  ['2-1/4 × 4 in', 0.4],
                  ['3-1/2 × 9 in', 0.7],
                  ['5-1/4 × 10 in', 1],
                  ['7-1/2 × 13 in', 1.6],
                  ['12 × 15 in', 2.6],
                ]),
                attr('Indicator', ['Steam/EO Indicators', 'Steam Indicator']),
              ],
              units: ['BX200-CS10', 'BX100-CS10'],
              price: [700, 1500],
              makers: ['sterile'],
              blurb: '{Size} self-seal sterilization pouches with {Indicator} printed outside the seal area.',
              features: [
                'Medical-grade paper and blue-tint film',
                'Peel-open chevron seal',
                'Dual external process indicators',
                'Maintains sterility up to 1 year event-related',
              ],
              keywords: ['sterilization pouches', 'autoclave bags', 'self seal pouches'],
              files: ['spec-sheet'],
              weight: 1,
            },
          ],
        },
        {
          name: 'Sterilization Wrap & Rolls',
          kind: 'paper-ream',
          color: '2563eb',
          description: 'SMS wrap and heat-seal tubing rolls.',
          templates: [
            {
              noun: '{Type}',
              kind: 'paper-ream',
              label: 'Steri Wrap',
              attrs: [
                attr('Type', ['SMS Sterilization Wrap', 'Heat-Seal Sterilization Tubing Roll'], false),
                attr('Size', ['12 × 12 in', '20 × 20 in', '30 × 30 in', '4 in × 100 ft', '8 in × 100 ft']),
                attr('Weight', ['Light', 'Medium', 'Heavy']),
              ],
              units: ['EA-CS6', 'RL-BX12', 'EA-CS50'],
              price: [300, 5500],
              makers: ['sterile'],
              blurb:
                '{Weight}-weight {Type}, {Size}, for wrapping instrument sets and trays for steam and EO sterilization.',
              features: [
                'Excellent drape and memory-free folding',
                'Low linting',
                'Validated for steam, EO and H2O2 processes',
              ],
              keywords: ['sterilization wrap', 'csr wrap', 'tubing roll'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
      ],
    },
    {
      name: 'Sterilization Monitoring',
      kind: 'indicator-strip',
      color: '16a34a',
      description: 'Chemical and biological indicators and indicator tape.',
      children: [
        {
          name: 'Chemical Indicators',
          kind: 'indicator-strip',
          color: '16a34a',
          description: 'Class 4, 5 and 6 integrators and indicator strips.',
          templates: [
            {
              noun: '{Class} Chemical Indicator Strips',
              kind: 'indicator-strip',
              label: '{Class}',
              attrs: [
                attr('Class', ['Class 4 Multi-Variable', 'Class 5 Integrating', 'Class 6 Emulating'], false),
                attr('Process', ['Steam', 'EO', 'Vaporized Hydrogen Peroxide']),
              ],
              units: ['BX250-CS10', 'BX100-CS10'],
              price: [1500, 9000],
              makers: ['sterile'],
              blurb:
                '{Class} chemical indicators for {Process} sterilization, placed inside each pack to verify critical process variables.',
              features: ['Clear pass/fail color change', 'Lead-free ink', 'Record-keeping adhesive backing'],
              keywords: ['chemical indicator', 'integrator', 'sterilization indicator'],
              files: ['spec-sheet', 'sds'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Biological Indicators',
          kind: 'blood-tube',
          color: '65a30d',
          description: 'Self-contained biological indicators and incubators.',
          templates: [
            {
              noun: 'Self-Contained Biological Indicators',
              kind: 'blood-tube',
              label: 'Bio Indicator',
              attrs: [
                attr('Process', ['Steam', 'EO', 'Vaporized Hydrogen Peroxide']),
                attr('Readout', ['24-Hour Readout', '1-Hour Rapid Readout', '48-Hour Readout']),
              ],
              units: ['BX25-CS12', 'BX50-CS10'],
              price: [5500, 22000],
              makers: ['sterile', 'lab'],
              blurb:
                '{Process} self-contained biological indicators with {Readout} for weekly and load-release monitoring.',
              features: [
                'Geobacillus stearothermophilus spores (steam)',
                'Crush-to-activate ampule',
                'Color change read by eye or incubator',
              ],
              keywords: ['biological indicator', 'spore test', 'bi'],
              files: ['package-insert', 'sds'],
              weight: 0.4,
            },
          ],
        },
        {
          name: 'Indicator Tape',
          kind: 'tape-roll',
          color: '84cc16',
          description: 'Autoclave and EO indicator tape.',
          templates: [
            {
              noun: '{Process} Indicator Tape',
              kind: 'tape-roll',
              label: 'Autoclave Tape',
              attrs: [
                attr('Process', ['Steam', 'EO', 'Steam/Dry Heat'], false),
                attr('Width', ['1/2 in', '3/4 in', '1 in']),
                attr('Length', ['60 yd', '55 m']),
              ],
              units: ['RL-BX12', 'RL-CS24'],
              price: [300, 1200],
              makers: ['sterile'],
              blurb:
                '{Width} × {Length} {Process} indicator tape whose stripes change color on exposure, for closing wrapped packs.',
              features: ['Lead-free indicator ink', 'Writable surface', 'Residue-free removal'],
              keywords: ['autoclave tape', 'indicator tape', 'steam tape'],
              files: ['sds'],
              weight: 0.5,
            },
          ],
        },
      ],
    },
    {
      name: 'Surface Disinfectants',
      kind: 'wipes-canister',
      color: '7c3aed',
      description: 'Disinfectant wipes, sprays and concentrates.',
      children: [
        {
          name: 'Disinfectant Wipes',
          kind: 'wipes-canister',
          color: '7c3aed',
          description: 'Quaternary, alcohol and bleach wipes.',
          templates: [
            {
              noun: '{Chemistry} Disinfectant Wipes',
              kind: 'wipes-canister',
              label: 'Disinfectant',
              attrs: [
                attr(
                  'Chemistry',
                  ['Quaternary/Alcohol', 'Bleach', 'Hydrogen Peroxide', 'Alcohol-Free Quaternary'],
                  false,
                ),
                priced('Count', [
                  ['160 Wipes', 1],
                  ['65 Wipes, Large', 0.9],
                  ['220 Wipes, Small', 1.1],
                ]),
                attr('Contact Time', [
                  '1-Minute Contact Time',
                  '2-Minute Contact Time',
                  '3-Minute Contact Time',
                ]),
              ],
              units: ['CN-CS12'],
              price: [700, 1300],
              makers: ['sterile', 'ppe'],
              blurb:
                'EPA-registered {Chemistry} disinfectant wipes, {Count}, with {Contact Time} against bacteria, viruses and fungi.',
              features: [
                'EPA registered hospital-grade disinfectant',
                'Kills TB, HBV, HCV and HIV-1',
                'Cleans and disinfects in one step',
                'Compatible with most hard, non-porous surfaces',
              ],
              keywords: ['disinfecting wipes', 'sani wipes', 'cavi wipes', 'bleach wipes'],
              colors: ['7c3aed', 'dc2626', '16a34a', 'ea580c', '2563eb'],
              files: ['sds', 'spec-sheet'],
              allocationShare: 0.06,
              weight: 1.2,
            },
          ],
        },
        {
          name: 'Disinfectant Sprays & Concentrates',
          kind: 'spray-bottle',
          color: '6d28d9',
          description: 'Ready-to-use sprays and dilutable concentrates.',
          templates: [
            {
              noun: '{Type}',
              kind: 'spray-bottle',
              label: 'Disinfectant',
              attrs: [
                attr('Type', ['Disinfectant Spray', 'Germicidal Cleaner', 'Disinfectant Concentrate'], false),
                sized('Size', [
                  ['24 oz', 1, 'BT-CS12'],
                  ['32 oz', 1.2, 'BT-CS12'],
                  ['1 gal', 3.2, 'GL-CS4'],
                ]),
              ],
              units: ['BT-CS12', 'GL-CS4'],
              price: [600, 1100],
              makers: ['sterile'],
              blurb:
                'Hospital-grade {Type}, {Size}, for cleaning and disinfecting hard surfaces and non-critical equipment.',
              features: ['EPA registered', 'Broad-spectrum efficacy', 'Fresh scent or fragrance-free'],
              keywords: ['disinfectant spray', 'germicidal', 'surface cleaner'],
              files: ['sds'],
              weight: 0.7,
            },
          ],
        },
      ],
    },
    {
      name: 'Instrument Care',
      kind: 'jug',
      color: '0891b2',
      description: 'Enzymatic detergents, lubricants and instrument cleaning brushes.',
      children: [
        {
          name: 'Enzymatic Cleaners',
          kind: 'jug',
          color: '0891b2',
          description: 'Pre-soaks and enzymatic detergents.',
          templates: [
            {
              noun: '{Type} Instrument Detergent',
              kind: 'jug',
              label: 'Enzymatic',
              attrs: [
                attr('Type', ['Multi-Enzymatic', 'Dual-Enzymatic', 'Neutral pH'], false),
                sized('Size', [
                  ['1 gal', 1, 'GL-CS4'],
                  ['32 oz', 0.35, 'BT-CS12'],
                ]),
                attr('Form', ['Liquid', 'Foam Pre-Soak']),
              ],
              units: ['GL-CS4', 'BT-CS12'],
              price: [2800, 5000],
              makers: ['sterile'],
              blurb:
                '{Type} {Form} detergent, {Size}, that breaks down blood and protein soil on surgical instruments before sterilization.',
              features: [
                'Low-foaming for ultrasonic and washer use',
                'Safe on all instrument metals',
                'Free-rinsing',
              ],
              keywords: ['enzymatic cleaner', 'instrument detergent', 'pre soak'],
              files: ['sds'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Instrument Lubricants',
          kind: 'spray-bottle',
          color: '0e7490',
          description: 'Instrument milk and spray lubricants.',
          templates: [
            {
              noun: 'Instrument {Type}',
              kind: 'spray-bottle',
              label: 'Lubricant',
              attrs: [
                attr('Type', ['Milk Lubricant', 'Spray Lubricant'], false),
                sized('Size', [
                  ['1 gal', 1, 'GL-CS4'],
                  ['12 oz', 0.3, 'BT-CS12'],
                ]),
              ],
              units: ['GL-CS4', 'BT-CS12'],
              price: [2200, 4000],
              makers: ['sterile'],
              blurb:
                'Water-soluble instrument {Type}, {Size}, that keeps hinges working smoothly and is steam-penetrable.',
              features: ['Steam penetrable', 'Silicone-free', 'Rust inhibitor'],
              keywords: ['instrument milk', 'lubricant'],
              files: ['sds'],
              weight: 0.3,
            },
          ],
        },
      ],
    },
  ],
};

const laboratory: CategorySpec = {
  name: 'Laboratory',
  kind: 'pipette',
  color: 'c2410c',
  description: 'Specimen collection, labware, reagents and bench-top equipment.',
  children: [
    {
      name: 'Specimen Collection',
      kind: 'specimen-cup',
      color: 'c2410c',
      description: 'Containers, swabs and transport media.',
      children: [
        {
          name: 'Specimen Containers',
          kind: 'specimen-cup',
          color: 'c2410c',
          description: 'Urine and specimen cups and containers.',
          templates: [
            {
              noun: 'Specimen Containers',
              kind: 'specimen-cup',
              label: 'Specimen {Capacity}',
              attrs: [
                attr('Capacity', ['4 oz', '3 oz', '90 mL', '120 mL']),
                attr('Sterility', ['Sterile', 'Non-Sterile']),
                attr('Packaging', ['Individually Wrapped', 'Bulk']),
              ],
              units: ['EA-BX100-CS10', 'BX100-CS10'],
              price: [25, 60],
              makers: ['lab'],
              blurb:
                '{Capacity} {Sterility} specimen containers ({Packaging}) with leak-resistant screw caps and a write-on label.',
              features: LAB_FEATURES,
              keywords: ['specimen cup', 'urine cup', 'specimen container'],
              files: ['spec-sheet'],
              weight: 0.8,
            },
          ],
        },
        {
          name: 'Swabs & Transport Media',
          kind: 'blood-tube',
          color: 'ea580c',
          description: 'Flocked and foam swabs and transport systems.',
          templates: [
            {
              noun: '{Type}',
              kind: 'blood-tube',
              label: 'Swab',
              attrs: [
                attr(
                  'Type',
                  [
                    'Flocked Swab with Universal Transport Medium',
                    'Culture Swab Transport System',
                    'Nasopharyngeal Flocked Swabs',
                    'Foam-Tipped Swabs',
                  ],
                  false,
                ),
                attr('Shaft', ['Plastic Shaft', 'Wire Shaft']),
              ],
              units: ['BX50-CS10', 'BX100-CS10'],
              price: [1800, 9000],
              makers: ['lab', 'diagnostics'],
              blurb: '{Type} with a {Shaft}, for collection and transport of clinical specimens.',
              features: LAB_FEATURES,
              keywords: ['swab', 'transport media', 'nasopharyngeal swab', 'culture swab'],
              files: ['package-insert'],
              allocationShare: 0.05,
              weight: 0.6,
            },
          ],
        },
      ],
    },
    {
      name: 'Labware',
      kind: 'pipette',
      color: 'ea580c',
      description: 'Pipettes, tubes and microscope slides.',
      children: [
        {
          name: 'Pipettes & Tips',
          kind: 'pipette',
          color: 'ea580c',
          description: 'Transfer pipettes and pipette tips.',
          templates: [
            {
              noun: '{Type}',
              kind: 'pipette',
              label: 'Pipette',
              attrs: [
                attr(
                  'Type',
                  ['Transfer Pipettes', 'Graduated Transfer Pipettes', 'Universal Pipette Tips'],
                  false,
                ),
                attr('Volume', ['1 mL', '3 mL', '7 mL', '200 µL', '1,000 µL']),
                attr('Sterility', ['Sterile', 'Non-Sterile']),
              ],
              units: ['BX250-CS10', 'BX100-CS10'],
              price: [800, 4500],
              makers: ['lab'],
              blurb:
                '{Volume} {Type} ({Sterility}), low-density polyethylene for accurate, drip-free transfer.',
              features: LAB_FEATURES,
              keywords: ['pipette', 'transfer pipette', 'pipette tips'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Test Tubes',
          kind: 'blood-tube',
          color: 'f59e0b',
          description: 'Plastic and glass test tubes and caps.',
          templates: [
            {
              noun: '{Material} Test Tubes',
              kind: 'blood-tube',
              label: 'Test Tubes',
              attrs: [
                attr('Material', ['Polypropylene', 'Polystyrene', 'Borosilicate Glass'], false),
                attr('Size', ['12 × 75 mm', '13 × 100 mm', '16 × 100 mm', '16 × 125 mm']),
                attr('Cap', ['With Caps', 'Without Caps']),
              ],
              units: ['BX250-CS10', 'BX100-CS10'],
              price: [900, 6500],
              makers: ['lab'],
              blurb:
                '{Size} {Material} test tubes {Cap}, for sample storage, centrifugation and general lab work.',
              features: LAB_FEATURES,
              keywords: ['test tubes', 'culture tubes', 'lab tubes'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Microscope Slides',
          kind: 'box',
          color: '64748b',
          description: 'Plain, frosted and charged slides and cover glass.',
          templates: [
            {
              noun: 'Microscope Slides',
              kind: 'box',
              label: 'Slides',
              attrs: [
                attr('Type', ['Plain', 'Frosted End', 'Charged', 'Color Frosted']),
                attr('Edges', ['Ground Edges', 'Cut Edges']),
              ],
              units: ['PK12-CS12', 'BX50-CS10'],
              price: [400, 3500],
              makers: ['lab'],
              blurb: '{Type} microscope slides, 25 × 75 mm, with {Edges}, pre-cleaned and ready to use.',
              features: [
                'Pre-cleaned, ready to use',
                'Soda-lime glass, 1 mm thick',
                'Frosted writing area (frosted styles)',
              ],
              keywords: ['microscope slides', 'glass slides', 'cover glass'],
              files: ['spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Lab Reagents & Controls',
      kind: 'dropper-bottle',
      color: 'b91c1c',
      description: 'Stains, control solutions and calibrators.',
      children: [
        {
          name: 'Stains',
          kind: 'dropper-bottle',
          color: 'b91c1c',
          description: 'Gram, Wright and other stains.',
          templates: [
            {
              noun: '{Stain}',
              kind: 'dropper-bottle',
              label: '{Stain}',
              attrs: [
                attr(
                  'Stain',
                  [
                    'Gram Stain Kit',
                    'Wright Stain',
                    'Wright-Giemsa Stain',
                    'Methylene Blue',
                    'Acid-Fast Stain Kit',
                  ],
                  false,
                ),
                attr('Size', ['250 mL', '500 mL', '1 L']),
              ],
              units: ['BT', 'BT-CS12'],
              price: [1200, 9000],
              makers: ['lab'],
              blurb: '{Stain}, {Size}, for differential staining of clinical specimens.',
              features: LAB_FEATURES.slice(1, 2),
              keywords: ['gram stain', 'lab stain', 'reagent'],
              files: ['sds'],
              weight: 0.4,
            },
          ],
        },
        {
          name: 'Control Solutions',
          kind: 'dropper-bottle',
          color: '7f1d1d',
          description: 'Quality-control materials for point-of-care testing.',
          templates: [
            {
              noun: '{Analyte} Control Solution',
              kind: 'dropper-bottle',
              label: 'Controls',
              attrs: [
                attr('Analyte', ['Glucose', 'Urinalysis', 'Hemoglobin A1c', 'Coagulation'], false),
                attr('Levels', ['Level 1 and 2', 'Normal and High', 'Tri-Level']),
              ],
              units: ['BT', 'EA-BX10'],
              price: [1500, 9500],
              makers: ['lab', 'diagnostics'],
              blurb:
                '{Analyte} quality-control solution, {Levels}, for daily verification of point-of-care analyzers.',
              features: [
                'Assayed values on the insert',
                'Stable after opening for 90 days',
                'Human-serum based (where applicable)',
              ],
              keywords: ['control solution', 'quality control', 'qc'],
              files: ['package-insert', 'sds'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Lab Equipment',
      kind: 'device',
      color: '334155',
      description: 'Centrifuges, analyzers, refrigerators and incubators.',
      children: [
        {
          name: 'Centrifuges',
          kind: 'device',
          color: '334155',
          description: 'Clinical and micro centrifuges.',
          templates: [
            {
              noun: '{Type} Centrifuge',
              kind: 'device',
              label: 'Centrifuge',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Clinical', 1],
                    ['Micro', 1.2],
                    ['Hematocrit', 0.9],
                  ],
                  false,
                ),
                attr('Capacity', ['6-Place', '8-Place', '12-Place', '24-Place']),
                info('Max Speed', '3,400 rpm', '13,300 rpm'),
              ],
              units: ['EA'],
              price: [60000, 140000],
              makers: ['lab', 'equipment'],
              blurb:
                '{Capacity} {Type} centrifuge with digital speed and time control, imbalance detection and a lid lock.',
              features: DEVICE_FEATURES,
              keywords: ['centrifuge', 'lab centrifuge'],
              files: ['spec-sheet', 'ifu', 'brochure'],
              specialOrderShare: 0.35,
              weight: 0.3,
            },
          ],
        },
        {
          name: 'Medical Refrigerators',
          kind: 'cart',
          color: '475569',
          description: 'Vaccine and pharmacy refrigerators and freezers.',
          templates: [
            {
              noun: '{Type}',
              kind: 'cart',
              label: 'Vaccine Fridge',
              attrs: [
                attr('Type', ['Vaccine Refrigerator', 'Pharmacy Refrigerator', 'Laboratory Freezer'], false),
                priced('Capacity', [
                  ['5 cu ft', 1],
                  ['11 cu ft', 1.8],
                  ['23 cu ft', 3],
                ]),
                attr('Door', ['Solid Door', 'Glass Door']),
              ],
              units: ['EA'],
              price: [180000, 300000],
              makers: ['lab', 'equipment'],
              blurb:
                '{Capacity} {Type} with a {Door}, forced-air cooling and digital data logging that meets vaccine storage guidance.',
              features: DEVICE_FEATURES.slice(0, 3),
              keywords: ['vaccine refrigerator', 'medical fridge', 'lab freezer'],
              files: ['spec-sheet', 'brochure'],
              specialOrderShare: 0.7,
              weight: 0.2,
            },
          ],
        },
      ],
    },
  ],
};

const equipment: CategorySpec = {
  name: 'Equipment & Furniture',
  kind: 'exam-table',
  color: '475569',
  description: 'Exam-room furniture, mobility aids, carts and storage, scales and emergency equipment.',
  children: [
    {
      name: 'Exam Room Furniture',
      kind: 'exam-table',
      color: '475569',
      description: 'Exam tables, stools and exam lights.',
      children: [
        {
          name: 'Exam Tables',
          kind: 'exam-table',
          color: '475569',
          description: 'Box, power and procedure tables.',
          templates: [
            {
              noun: '{Type} Exam Table',
              kind: 'exam-table',
              label: 'Exam Table',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Box-Style', 1],
                    ['Power', 3.5],
                    ['Bariatric', 4.5],
                    ['Pediatric', 1.3],
                  ],
                  false,
                ),
                attr('Upholstery', ['Dove Gray', 'Ocean Blue', 'Black', 'Burgundy', 'Sage Green']),
              ],
              units: ['EA'],
              price: [120000, 200000],
              makers: ['equipment'],
              blurb:
                '{Type} examination table with seamless {Upholstery} upholstery, storage drawers and a pull-out step.',
              features: FURNITURE_FEATURES,
              keywords: ['exam table', 'examination table', 'treatment table'],
              files: ['spec-sheet', 'brochure'],
              specialOrderShare: 0.6,
              weight: 0.4,
            },
          ],
        },
        {
          name: 'Stools & Chairs',
          kind: 'stool',
          color: '334155',
          description: 'Physician stools and phlebotomy chairs.',
          templates: [
            {
              noun: '{Type}',
              kind: 'stool',
              label: 'Stool',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Physician Stool', 1],
                    ['Pneumatic Stool with Backrest', 1.6],
                    ['Saddle Stool', 2],
                    ['Phlebotomy Chair', 6],
                  ],
                  false,
                ),
                attr('Upholstery', ['Black', 'Dove Gray', 'Navy', 'Burgundy']),
              ],
              units: ['EA'],
              price: [9000, 16000],
              makers: ['equipment'],
              blurb: '{Type} with {Upholstery} seamless upholstery and smooth-rolling casters.',
              features: FURNITURE_FEATURES,
              keywords: ['exam stool', 'doctor stool', 'phlebotomy chair'],
              files: ['spec-sheet'],
              specialOrderShare: 0.2,
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Mobility Aids',
      kind: 'wheelchair',
      color: '1e40af',
      description: 'Wheelchairs, transport chairs, walkers and canes.',
      children: [
        {
          name: 'Wheelchairs',
          kind: 'wheelchair',
          color: '1e40af',
          description: 'Standard, lightweight and transport wheelchairs.',
          templates: [
            {
              noun: '{Type} Wheelchair',
              kind: 'wheelchair',
              label: 'Wheelchair',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Standard', 1],
                    ['Lightweight', 1.5],
                    ['Transport', 0.8],
                    ['Bariatric', 2.5],
                  ],
                  false,
                ),
                attr('Seat Width', ['16 in', '18 in', '20 in', '22 in']),
                attr('Arms', ['Desk-Length Arms', 'Full-Length Arms']),
              ],
              units: ['EA'],
              price: [12000, 20000],
              makers: ['equipment'],
              blurb:
                '{Type} wheelchair, {Seat Width} seat, with {Arms}, swing-away footrests and a folding frame.',
              features: [
                'Folding frame for storage and transport',
                'Swing-away, removable footrests',
                'Wheel locks',
                '300 lb weight capacity (450 lb bariatric)',
              ],
              keywords: ['wheelchair', 'transport chair'],
              files: ['spec-sheet', 'ifu'],
              specialOrderShare: 0.15,
              weight: 0.4,
            },
          ],
        },
        {
          name: 'Walkers & Canes',
          kind: 'wheelchair',
          color: '3b82f6',
          description: 'Folding walkers, rollators and canes.',
          templates: [
            {
              noun: '{Type}',
              kind: 'box',
              label: '{Type}',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Folding Walker', 1],
                    ['Rollator', 2.5],
                    ['Quad Cane', 0.6],
                    ['Offset Cane', 0.35],
                  ],
                  false,
                ),
                attr('Size', ['Adult', 'Junior', 'Bariatric']),
              ],
              units: ['EA', 'EA-CS6'],
              price: [3500, 6000],
              makers: ['equipment'],
              blurb: '{Size} {Type} with height adjustment and non-slip grips.',
              features: [
                'Height adjustable in 1 in increments',
                'Non-slip rubber tips',
                'Lightweight aluminum',
              ],
              keywords: ['walker', 'rollator', 'cane'],
              files: ['ifu'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Carts & Storage',
      kind: 'cart',
      color: '0f766e',
      description: 'Procedure carts, crash carts and storage bins.',
      children: [
        {
          name: 'Medical Carts',
          kind: 'cart',
          color: '0f766e',
          description: 'Procedure, isolation and emergency carts.',
          templates: [
            {
              noun: '{Type} Cart',
              kind: 'cart',
              label: '{Type}',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Procedure', 1],
                    ['Emergency Crash', 1.3],
                    ['Isolation', 0.9],
                    ['Anesthesia', 1.5],
                  ],
                  false,
                ),
                attr('Drawers', ['4 Drawers', '5 Drawers', '6 Drawers']),
                attr('Color', ['Red', 'Blue', 'Yellow', 'Gray']),
              ],
              units: ['EA'],
              price: [60000, 110000],
              makers: ['equipment'],
              blurb: '{Type} cart in {Color} with {Drawers}, breakaway lock and 5 in swivel casters.',
              features: FURNITURE_FEATURES,
              keywords: ['crash cart', 'procedure cart', 'medical cart'],
              files: ['spec-sheet', 'brochure'],
              specialOrderShare: 0.5,
              weight: 0.3,
            },
          ],
        },
        {
          name: 'Storage Bins & Shelving',
          kind: 'box',
          color: '0d9488',
          description: 'Bins, dividers and wire shelving.',
          templates: [
            {
              noun: '{Type}',
              kind: 'box',
              label: 'Storage',
              attrs: [
                attr('Type', ['Stackable Storage Bins', 'Louvered Panel Bins', 'Clear Divider Bins'], false),
                attr('Size', ['Small', 'Medium', 'Large']),
                attr('Color', ['Blue', 'Gray', 'Clear']),
              ],
              units: ['EA-CS12', 'EA-CS6'],
              price: [350, 2800],
              makers: ['equipment', 'office'],
              blurb: '{Size} {Type} in {Color} for organizing supply rooms and carts.',
              features: ['Stackable and hangable', 'Label holder on the front', 'Wipe-clean polypropylene'],
              keywords: ['storage bins', 'supply bins', 'shelving'],
              files: ['spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Scales',
      kind: 'scale',
      color: '334155',
      description: 'Floor, physician and pediatric scales.',
      children: [
        {
          name: 'Digital Scales',
          kind: 'scale',
          color: '334155',
          description: 'Floor and platform scales.',
          templates: [
            {
              noun: '{Type} Scale',
              kind: 'scale',
              label: 'Scale',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Digital Floor', 1],
                    ['Physician Beam', 2.5],
                    ['Digital Platform', 4],
                    ['Digital Pediatric', 1.5],
                  ],
                  false,
                ),
                attr('Capacity', ['400 lb', '550 lb', '880 lb', '44 lb']),
              ],
              units: ['EA'],
              price: [9000, 25000],
              makers: ['equipment', 'diagnostics'],
              blurb: '{Type} scale with {Capacity} capacity, BMI calculation and EMR connectivity.',
              features: DEVICE_FEATURES,
              keywords: ['scale', 'medical scale', 'weight scale'],
              files: ['spec-sheet', 'ifu'],
              specialOrderShare: 0.2,
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Emergency Equipment',
      kind: 'aed',
      color: 'dc2626',
      description: 'AEDs, pads and emergency response.',
      children: [
        {
          name: 'AEDs & Accessories',
          kind: 'aed',
          color: 'dc2626',
          description: 'Automated external defibrillators, pads and cabinets.',
          templates: [
            {
              noun: '{Type}',
              kind: 'aed',
              label: 'AED',
              attrs: [
                priced(
                  'Type',
                  [
                    ['Automated External Defibrillator', 1],
                    ['AED Electrode Pads', 0.05],
                    ['AED Wall Cabinet', 0.15],
                  ],
                  false,
                ),
                attr('Mode', ['Semi-Automatic', 'Fully Automatic', 'Adult/Pediatric']),
              ],
              units: ['EA'],
              price: [120000, 180000],
              makers: ['equipment', 'diagnostics'],
              blurb: '{Type} ({Mode}) with voice prompts, CPR coaching and daily self-tests.',
              features: DEVICE_FEATURES,
              keywords: ['aed', 'defibrillator', 'aed pads'],
              files: ['spec-sheet', 'ifu', 'brochure'],
              specialOrderShare: 0.15,
              weight: 0.3,
            },
          ],
        },
        {
          name: 'First Aid & Emergency Kits',
          kind: 'box',
          color: 'b91c1c',
          description: 'First aid kits, burn kits and bleeding control.',
          templates: [
            {
              noun: '{Type}',
              kind: 'box',
              label: 'First Aid',
              attrs: [
                attr(
                  'Type',
                  ['First Aid Kit', 'Bleeding Control Kit', 'Burn Care Kit', 'Eyewash Station'],
                  false,
                ),
                priced('Capacity', [
                  ['25 Person', 1],
                  ['50 Person', 1.6],
                  ['100 Person', 2.6],
                ]),
              ],
              units: ['EA', 'EA-CS6'],
              price: [2500, 4500],
              makers: ['wound', 'equipment'],
              blurb:
                '{Capacity} {Type} meeting ANSI/ISEA Z308.1 Class A requirements, in a wall-mountable case.',
              features: ['ANSI/ISEA Z308.1 compliant', 'Wall-mountable case', 'Refills available'],
              keywords: ['first aid kit', 'emergency kit', 'stop the bleed'],
              files: ['spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
  ],
};

const office: CategorySpec = {
  name: 'Office & Facility Supplies',
  kind: 'paper-ream',
  color: '64748b',
  description: 'Paper, labels and forms, desk supplies and janitorial products for the practice.',
  children: [
    {
      name: 'Paper Products',
      kind: 'paper-ream',
      color: '64748b',
      description: 'Copy paper, exam table paper and paper towels.',
      children: [
        {
          name: 'Copy & Printer Paper',
          kind: 'paper-ream',
          color: '64748b',
          description: 'Multipurpose copy paper.',
          templates: [
            {
              noun: 'Multipurpose Copy Paper',
              kind: 'paper-ream',
              label: 'Copy Paper',
              attrs: [
                attr('Size', ['8-1/2 × 11 in', '8-1/2 × 14 in']),
                attr('Weight', ['20 lb', '24 lb']),
                attr('Brightness', ['92 Bright', '96 Bright']),
              ],
              units: ['RM-CS10'],
              price: [500, 1400],
              makers: ['office'],
              blurb: '{Size} {Weight} multipurpose copy paper, {Brightness}, 500 sheets per ream.',
              features: OFFICE_FEATURES,
              keywords: ['copy paper', 'printer paper', 'paper'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Exam Table Paper',
          kind: 'bandage-roll',
          color: '94a3b8',
          description: 'Smooth and crepe exam table paper.',
          templates: [
            {
              noun: '{Finish} Exam Table Paper',
              kind: 'bandage-roll',
              label: 'Table Paper',
              attrs: [
                attr('Finish', ['Smooth', 'Crepe'], false),
                attr('Width', ['18 in', '21 in', '24 in']),
                attr('Length', ['225 ft', '125 ft']),
              ],
              units: ['RL-CS24', 'RL-BX12'],
              price: [350, 1100],
              makers: ['office', 'ppe'],
              blurb: '{Width} × {Length} {Finish} exam table paper that tears cleanly at the table end.',
              features: ['Fits standard exam table dispensers', 'Moisture-resistant', 'Latex-free'],
              keywords: ['table paper', 'exam paper', 'crepe paper'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Towels & Tissues',
          kind: 'paper-ream',
          color: '78716c',
          description: 'Paper towels, facial tissues and drapes.',
          templates: [
            {
              noun: '{Type}',
              kind: 'paper-ream',
              label: '{Type}',
              attrs: [
                attr(
                  'Type',
                  ['Multifold Paper Towels', 'Roll Paper Towels', 'Facial Tissue', 'Patient Drape Sheets'],
                  false,
                ),
                attr('Ply', ['1-Ply', '2-Ply']),
                attr('Color', ['White', 'Natural', 'Blue']),
              ],
              units: ['PK12-CS12', 'EA-CS50'],
              price: [200, 3500],
              makers: ['office'],
              blurb: '{Ply} {Type} in {Color} for exam rooms, restrooms and break areas.',
              features: OFFICE_FEATURES,
              keywords: ['paper towels', 'tissues', 'drape sheets'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
      ],
    },
    {
      name: 'Labels & Forms',
      kind: 'label-roll',
      color: '0ea5e9',
      description: 'Pharmacy, specimen and barcode labels and patient ID bands.',
      children: [
        {
          name: 'Medical Labels',
          kind: 'label-roll',
          color: '0ea5e9',
          description: 'Pharmacy, specimen and chart labels.',
          templates: [
            {
              noun: '{Type} Labels',
              kind: 'label-roll',
              label: 'Labels',
              attrs: [
                attr(
                  'Type',
                  [
                    'Pharmacy Auxiliary',
                    'Specimen Biohazard',
                    'Thermal Barcode',
                    'Chart Alert',
                    'Syringe Drug ID',
                  ],
                  false,
                ),
                attr('Size', ['1 × 3 in', '2 × 1 in', '1-1/2 × 1/2 in', '4 × 6 in']),
                attr('Count', ['500 per Roll', '1,000 per Roll']),
              ],
              units: ['RL-BX12', 'EA-CS12'],
              price: [400, 4500],
              makers: ['office'],
              blurb:
                '{Size} {Type} labels, {Count}, with permanent adhesive that holds on glass, plastic and refrigerated containers.',
              features: OFFICE_FEATURES,
              keywords: ['labels', 'pharmacy labels', 'specimen labels', 'barcode labels'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
        {
          name: 'Patient ID Wristbands',
          kind: 'label-roll',
          color: '0284c7',
          description: 'Write-on and thermal wristbands.',
          templates: [
            {
              noun: '{Type} Patient ID Wristbands',
              kind: 'label-roll',
              label: 'Wristbands',
              attrs: [
                attr('Type', ['Thermal', 'Write-On', 'Laser Sheet'], false),
                attr('Size', ['Adult', 'Pediatric', 'Infant']),
                attr('Color', ['White', 'Red', 'Yellow', 'Purple', 'Blue']),
              ],
              units: ['BX250-CS10', 'BX100-CS10'],
              price: [1500, 6000],
              makers: ['office'],
              blurb: '{Size} {Type} ID wristbands in {Color}, tamper-evident, with secure adhesive closure.',
              features: ['Tamper-evident closure', 'Water- and alcohol-resistant', 'Soft, comfortable edges'],
              keywords: ['wristbands', 'patient id', 'hospital bracelets', 'alert bands'],
              files: ['spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Desk Supplies',
      kind: 'pen',
      color: '1e3a8a',
      description: 'Pens, markers, clipboards and filing.',
      children: [
        {
          name: 'Pens & Markers',
          kind: 'pen',
          color: '1e3a8a',
          description: 'Ballpoint, gel and antimicrobial pens and markers.',
          templates: [
            {
              noun: '{Type}',
              kind: 'pen',
              label: 'Pens',
              attrs: [
                attr(
                  'Type',
                  [
                    'Retractable Ballpoint Pens',
                    'Gel Pens',
                    'Antimicrobial Pens',
                    'Fine Point Permanent Markers',
                    'Surgical Skin Markers',
                  ],
                  false,
                ),
                attr('Color', ['Black', 'Blue', 'Red', 'Purple']),
                attr('Point', ['Fine 0.7 mm', 'Medium 1.0 mm']),
              ],
              units: ['PK12-CS12', 'BX50-CS10'],
              price: [350, 3000],
              makers: ['office'],
              blurb: '{Type} in {Color}, {Point}, for charting and everyday writing.',
              features: OFFICE_FEATURES,
              keywords: ['pens', 'markers', 'ballpoint'],
              files: ['spec-sheet'],
              weight: 0.5,
            },
          ],
        },
        {
          name: 'Clipboards & Filing',
          kind: 'clipboard',
          color: '57534e',
          description: 'Clipboards, chart holders and file folders.',
          templates: [
            {
              noun: '{Type}',
              kind: 'clipboard',
              label: '{Type}',
              attrs: [
                sized(
                  'Type',
                  [
                    ['Clipboard', 1, 'EA'],
                    ['Storage Clipboard', 2.4, 'EA-CS12'],
                    ['Chart Holder', 1.6, 'EA'],
                    ['Color-Coded File Folders', 0.12, 'BX100-CS10'],
                  ],
                  false,
                ),
                attr('Size', ['Letter', 'Legal']),
                attr('Color', ['Black', 'Blue', 'Gray', 'Red']),
              ],
              units: ['EA', 'EA-CS12', 'BX100-CS10'],
              price: [350, 650],
              makers: ['office'],
              blurb: '{Size}-size {Type} in {Color}, sturdy and easy to disinfect.',
              features: OFFICE_FEATURES,
              keywords: ['clipboard', 'chart holder', 'file folders'],
              files: ['spec-sheet'],
              weight: 0.4,
            },
          ],
        },
      ],
    },
    {
      name: 'Janitorial & Waste',
      kind: 'bag-roll',
      color: '166534',
      description: 'Trash liners, biohazard bags and facility cleaning.',
      children: [
        {
          name: 'Trash & Biohazard Liners',
          kind: 'bag-roll',
          color: 'dc2626',
          description: 'Regular and red-bag biohazard liners.',
          templates: [
            {
              noun: '{Type}',
              kind: 'bag-roll',
              label: '{Type}',
              attrs: [
                attr(
                  'Type',
                  [
                    'Biohazard Waste Bags',
                    'Trash Can Liners',
                    'Chemotherapy Waste Bags',
                    'Specimen Transport Bags',
                  ],
                  false,
                ),
                priced('Capacity', [
                  ['7-10 gal', 0.5],
                  ['12-16 gal', 0.7],
                  ['20-30 gal', 1],
                  ['40-45 gal', 1.5],
                ]),
                attr('Thickness', ['1.3 mil', '1.5 mil', '2.0 mil']),
              ],
              units: ['BX250-CS10', 'BX100-CS10', 'BX200-CS10'],
              price: [1800, 4000],
              makers: ['office', 'ppe'],
              blurb:
                '{Capacity} {Type}, {Thickness}, puncture- and tear-resistant, with printed biohazard symbol where applicable.',
              features: [
                'Meets ASTM D1709 dart-drop requirements (biohazard)',
                'Star-seal bottom prevents leaks',
                'Coreless rolls',
              ],
              keywords: ['red bags', 'biohazard bags', 'trash liners', 'garbage bags'],
              colors: ['dc2626', '1f2937', 'ca8a04', '0284c7'],
              files: ['spec-sheet'],
              weight: 0.6,
            },
          ],
        },
      ],
    },
  ],
};

/** The whole tree: 12 top-level categories, each with sub- and sub-subcategories. */
export const CATEGORY_TREE: readonly CategorySpec[] = [
  examGloves,
  needlesSyringes,
  woundCare,
  diagnostics,
  ppe,
  pharmaceuticals,
  ivTherapy,
  respiratory,
  sterilization,
  laboratory,
  equipment,
  office,
];

/**
 * Share of the sellable items each top category gets (a medical-surgical distributor's mix);
 * within a category the templates' weights split it. Shares sum to 1.
 */
export const TOP_CATEGORY_SHARES: Readonly<Record<string, number>> = {
  'Exam Gloves': 0.14,
  'Needles & Syringes': 0.12,
  'Wound Care': 0.13,
  Diagnostics: 0.08,
  'Personal Protective Equipment': 0.1,
  'Prescription Pharmaceuticals': 0.1,
  'IV Therapy': 0.08,
  Respiratory: 0.06,
  'Sterilization & Disinfection': 0.05,
  Laboratory: 0.05,
  'Equipment & Furniture': 0.04,
  'Office & Facility Supplies': 0.05,
};

/**
 * Where "frequently bought together" items come from: besides sibling leaves of the same subcategory,
 * leaves of these top categories (by name).
 */
export const RELATED_TOP_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Exam Gloves': ['Personal Protective Equipment', 'Wound Care', 'Sterilization & Disinfection'],
  'Needles & Syringes': ['IV Therapy', 'Prescription Pharmaceuticals', 'Wound Care'],
  'Wound Care': ['Exam Gloves', 'Sterilization & Disinfection', 'Personal Protective Equipment'],
  Diagnostics: ['Laboratory', 'Exam Gloves', 'Office & Facility Supplies'],
  'Personal Protective Equipment': ['Exam Gloves', 'Sterilization & Disinfection', 'Respiratory'],
  'Prescription Pharmaceuticals': ['Needles & Syringes', 'IV Therapy', 'Wound Care'],
  'IV Therapy': ['Needles & Syringes', 'Wound Care', 'Prescription Pharmaceuticals'],
  Respiratory: ['Personal Protective Equipment', 'Diagnostics', 'IV Therapy'],
  'Sterilization & Disinfection': ['Exam Gloves', 'Personal Protective Equipment', 'Laboratory'],
  Laboratory: ['Diagnostics', 'Exam Gloves', 'Needles & Syringes'],
  'Equipment & Furniture': ['Diagnostics', 'Office & Facility Supplies', 'Respiratory'],
  'Office & Facility Supplies': [
    'Equipment & Furniture',
    'Personal Protective Equipment',
    'Sterilization & Disinfection',
  ],
};
