import { describe, expect, it } from 'vitest';
import { UNKNOWN_UNIT_OF_MEASURE, unitOfMeasureCode } from './units-of-measure.ts';

describe('unitOfMeasureCode', () => {
  it('names our units by the UN/CEFACT code of their package', () => {
    expect(unitOfMeasureCode('Each')).toBe('EA');
    expect(unitOfMeasureCode('Box of 100')).toBe('BX');
    expect(unitOfMeasureCode('Case of 10 Boxes')).toBe('CS');
    expect(unitOfMeasureCode('Vial / Carton of 25 Vials')).toBe('VI');
    expect(unitOfMeasureCode('Boxes')).toBe('BX');
    expect(unitOfMeasureCode('bottles')).toBe('BO');
  });

  it('answers "mutually defined" for a unit it cannot name, never a wrong code', () => {
    expect(unitOfMeasureCode('Tuberculin Syringes')).toBe(UNKNOWN_UNIT_OF_MEASURE);
    expect(unitOfMeasureCode('')).toBe(UNKNOWN_UNIT_OF_MEASURE);
  });
});
