// cXML UnitOfMeasure (issue 28, docs/decisions/0038-punchout-cxml.md): cXML wants UN/CEFACT codes
// (Recommendation 20, with the package codes of Recommendation 21 that procurement systems accept),
// our units are names such as 'Box of 100' or 'Case of 10 Boxes'. The first word names the package;
// how many it holds is the unit's conversion rate, which the price already carries.

/** First word of our unit name (lower-case, singular) → UN/CEFACT code. */
export const UNIT_OF_MEASURE_CODES: Readonly<Record<string, string>> = {
  each: 'EA',
  box: 'BX',
  case: 'CS',
  bottle: 'BO',
  vial: 'VI',
  roll: 'RO',
  bag: 'BG',
  pack: 'PK',
  package: 'PK',
  packaging: 'PK',
  kit: 'KT',
  tube: 'TU',
  pair: 'PR',
  carton: 'CT',
  dozen: 'DZN',
  set: 'SET',
  jar: 'JR',
  can: 'CA',
  tray: 'PU',
  sleeve: 'SY',
  pad: 'PD',
  canister: 'CI',
  ream: 'RM',
  gallon: 'GLL',
};

/** Rec 20 "mutually defined": a unit we cannot name honestly rather than a wrong 'EA'. */
export const UNKNOWN_UNIT_OF_MEASURE = 'ZZ';

/** The UN/CEFACT code of one of our unit names ('Box of 100' → 'BX', 'Cases' → 'CS'). */
export function unitOfMeasureCode(unitName: string): string {
  const first =
    unitName
      .trim()
      .split(/[\s/,(]+/)[0]
      ?.toLowerCase() ?? '';
  const singular =
    first.endsWith('es') && UNIT_OF_MEASURE_CODES[first.slice(0, -2)] ? first.slice(0, -2) : first;
  const code = UNIT_OF_MEASURE_CODES[singular] ?? UNIT_OF_MEASURE_CODES[singular.replace(/s$/, '')];
  return code ?? UNKNOWN_UNIT_OF_MEASURE;
}
