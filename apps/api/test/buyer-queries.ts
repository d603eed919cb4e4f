// The buyer query set of issue 29: queries as a clinic's buyer types them (typos, units written
// another way, the trade's words, plain terms), each with what the first five results of a search
// must be. Run against the demo catalogue by modules/search/search-relevance.test.ts (the checks)
// and by `npm run bench` (the zero-result rate at the bench's catalogue size). Item numbers and MPNs
// are read from each seeded catalogue instead (the test adds them).

/**
 * A buyer's query and what its first five results must be: every one of them (`each`, the
 * default) or at least the first (`first`) names what `names` matches.
 */
export interface BuyerQuery {
  q: string;
  names: RegExp;
  expect?: 'each' | 'first';
}

export const TYPOS: BuyerQuery[] = [
  { q: 'gause', names: /gauze/i },
  { q: 'syring', names: /syringe/i },
  { q: 'stethascope', names: /stethoscope/i },
  { q: 'thermomter', names: /thermometer/i },
  { q: 'respirtor', names: /respirator/i },
  { q: 'glvoes', names: /glove/i },
  { q: 'nitirle gloves', names: /nitrile/i },
  { q: 'syrnge', names: /syringe/i },
  { q: 'sphygmomanometr', names: /sphygmomanometer/i },
  { q: 'oximiter', names: /oximeter/i },
  { q: 'nebulizr', names: /nebulizer/i },
  { q: 'lancit', names: /lancet/i },
  { q: 'alchohol prep pads', names: /alcohol prep pad/i },
  { q: 'disinfectent wipes', names: /disinfectant wipes/i },
  { q: 'tourniqet', names: /tourniquet/i },
  { q: 'wheelchiar', names: /wheelchair/i },
  { q: 'sanitzer', names: /sanitizer/i },
  { q: 'isolaton gowns', names: /isolation gown/i },
  { q: 'glucose metre', names: /glucose meter/i },
  { q: 'exam tabel paper', names: /table paper/i },
  { q: 'sharps contianer', names: /sharps container/i },
  { q: 'povidine iodine', names: /povidone-iodine/i },
];

export const UNITS: BuyerQuery[] = [
  { q: '5cc syringe', names: /syringe.*\b5 mL/i },
  { q: '20cc syringe', names: /syringe.*\b20 mL/i },
  { q: '10 ml syringe', names: /syringe.*\b10 mL/i },
  { q: '3ml syringes', names: /syringe.*\b3 mL/i },
  { q: '60 cc syringe', names: /syringe.*\b60 mL/i },
  { q: '23 gauge needle', names: /23G/ },
  { q: '21 ga needles', names: /21G/, expect: 'first' },
  { q: '4x4 gauze', names: /4 × 4 in/ },
  { q: '2x2 gauze sponges', names: /2 × 2 in/ },
  { q: '4" x 4" gauze', names: /4 × 4 in/ },
  { q: '2 inch tape', names: /tape, 2 in/i },
  { q: 'wheelchair 20"', names: /wheelchair, 20 in/i },
  { q: 'glucose test strips 100ct', names: /test strips, 100 count/i },
  { q: 'test strips box of 50', names: /test strips, 50 count/i },
  { q: 'tourniquets 25 count', names: /roll of 25/i },
  { q: '0.5 ml insulin syringe', names: /insulin syringes, 0\.5 mL/i },
  { q: 'nitrile gloves xl', names: /nitrile/i },
  { q: 'vinyl gloves large', names: /vinyl|synthetic/i },
  { q: 'povidone iodine prep pads L', names: /povidone-iodine prep pads, large/i },
  { q: 'alcohol prep pads medium', names: /alcohol prep pads, medium/i, expect: 'first' },
];

export const TRADE_WORDS: BuyerQuery[] = [
  { q: 'bp cuff', names: /sphygmomanometer|blood pressure/i },
  { q: 'band aid', names: /adhesive bandage/i },
  { q: 'ace wrap', names: /elastic bandage/i },
  { q: 'coban', names: /cohesive/i },
  { q: 'vacutainer', names: /evacuated blood collection tube/i },
  { q: 'butterfly needle', names: /winged/i },
  { q: 'pulse ox', names: /oximeter/i },
  { q: 'glucometer', names: /glucose meter/i },
  { q: 'ambu bag', names: /resuscitator/i },
  { q: 'betadine', names: /povidone-iodine|pvp-i/i },
  { q: 'o2 mask', names: /oxygen mask/i },
  { q: 'tegaderm', names: /transparent film/i },
  { q: 'purell', names: /hand sanitizer/i },
  { q: 'flu shot', names: /influenza vaccine/i },
  { q: 'steth', names: /stethoscope/i },
  { q: 'sharps bin', names: /sharps container/i },
];

export const PLAIN: BuyerQuery[] = [
  { q: 'nitrile gloves', names: /nitrile/i },
  { q: 'gauze sponges', names: /gauze/i },
  { q: 'sharps container', names: /sharps container/i },
  { q: 'n95 respirator', names: /respirator/i },
  { q: 'exam table paper', names: /table paper/i },
  { q: 'pulse oximeter', names: /oximeter/i },
  { q: 'insulin syringes', names: /insulin syringe/i },
  { q: 'isolation gown', names: /isolation gown/i },
];

export const ALL: BuyerQuery[] = [...TYPOS, ...UNITS, ...TRADE_WORDS, ...PLAIN];
