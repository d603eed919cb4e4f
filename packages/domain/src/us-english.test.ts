import { describe, expect, it } from 'vitest';
import { BRITISH_SPELLINGS, britishSpellingsIn } from './us-english.ts';

describe('britishSpellingsIn', () => {
  it('finds the British forms the store used to mix in, in any case', () => {
    expect(
      britishSpellingsIn(
        'Catalogue · Licences to verify · Fulfilments · colour-coded · Cancelled · organisation · authorise · recognise · surgery centres · cheque',
      ),
    ).toEqual([
      'Catalogue',
      'Licences',
      'Fulfilments',
      'colour',
      'Cancelled',
      'organisation',
      'authorise',
      'recognise',
      'centres',
      'cheque',
    ]);
  });

  it('finds the -ise, -our and -re families by stem, and medical spellings', () => {
    expect(britishSpellingsIn('sterilised, personalised, minimise, behaviour, favourite, litres')).toEqual([
      'sterilised',
      'personalised',
      'minimise',
      'behaviour',
      'favourite',
      'litres',
    ]);
    expect(britishSpellingsIn('paediatric anaesthesia, haematocrit, analyser')).toEqual([
      'paediatric',
      'anaesthesia',
      'haematocrit',
      'analyser',
    ]);
  });

  it('leaves American spellings and words that are -ise or -ll- in American English too', () => {
    const american =
      'Catalog · Licenses · licensed · Fulfillment · fulfilled · color · Canceled · cancellation · ' +
      'organization · authorize · center · check · advertise · exercise · revise · surprise · ' +
      'analysis · analyses · emphasis · controlled · enrolled · Harbor Dental · meter · specialist';
    expect(britishSpellingsIn(american)).toEqual([]);
  });

  it('leaves identifiers and wire names alone: camelCase, snake_case and SCREAMING_CASE', () => {
    expect(britishSpellingsIn('licenceNumber quantity_cancelled LICENCE_NOT_FOUND shipToLicences')).toEqual(
      [],
    );
  });

  it('gives each spelling an American form and a pattern that compiles', () => {
    for (const spelling of BRITISH_SPELLINGS) {
      expect(spelling.american).not.toBe('');
      expect(() => new RegExp(spelling.british)).not.toThrow();
    }
  });
});
