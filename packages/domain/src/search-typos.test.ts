import { describe, expect, it } from 'vitest';
import { typoAllowance, typoDistance, typosTo } from './search-typos.ts';

describe('typo allowance', () => {
  it('forgives none under four letters, one from four to seven, two from eight', () => {
    expect(typoAllowance('gau')).toBe(0);
    expect(typoAllowance('gaus')).toBe(1);
    expect(typoAllowance('syringe')).toBe(1);
    expect(typoAllowance('thermomter')).toBe(2);
  });

  it('forgives nothing in a word with a digit (item numbers, MPNs, sizes)', () => {
    expect(typoAllowance('mer104231')).toBe(0);
    expect(typoAllowance('20ml')).toBe(0);
  });
});

describe('typo distance', () => {
  it('counts an insertion, a deletion, a replacement and a swap of neighbours as one each', () => {
    expect(typoDistance('gause', 'gauze', 2)).toBe(1);
    expect(typoDistance('syringe', 'syrnge', 2)).toBe(1);
    expect(typoDistance('gloves', 'glovess', 2)).toBe(1);
    expect(typoDistance('thermomter', 'thermometer', 2)).toBe(1);
    expect(typoDistance('stethascope', 'stethoscope', 2)).toBe(1);
    expect(typoDistance('respirtor', 'respirator', 2)).toBe(1);
    expect(typoDistance('nitirle', 'nitrile', 2)).toBe(1);
  });

  it('stops at the limit', () => {
    expect(typoDistance('gauze', 'glove', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('typos to a catalogue word', () => {
  it('matches a misspelt word within its allowance and refuses one beyond it', () => {
    expect(typosTo('gause', 'gauze', false)).toBe(1);
    expect(typosTo('gaaze', 'gloves', false)).toBeNull();
    expect(typosTo('stehtascope', 'stethoscope', false)).toBe(2);
  });

  it('compares an unfinished last word with the start of the catalogue word', () => {
    expect(typosTo('gaus', 'gauze', true)).toBe(1);
    expect(typosTo('gaus', 'gauze', false)).toBeNull();
  });

  it('never corrects a code', () => {
    expect(typosTo('mer10423', 'mer104231', true)).toBeNull();
  });
});
