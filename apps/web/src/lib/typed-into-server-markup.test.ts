// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { typedIntoServerMarkup } from './typed-into-server-markup';

function serverInput(value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.defaultValue = value;
  return input;
}

describe('typedIntoServerMarkup', () => {
  it("is null while the field holds the server's value, and what was typed once it differs", () => {
    expect(typedIntoServerMarkup(serverInput('masks'))).toBeNull();
    const input = serverInput('');
    input.value = 'nitr';
    expect(typedIntoServerMarkup(input)).toBe('nitr');
    expect(typedIntoServerMarkup(null)).toBeNull();
  });

  it('gives the same answer after a hydration try wrote the state into the default value', () => {
    const input = serverInput('');
    input.value = 'nitr';
    expect(typedIntoServerMarkup(input)).toBe('nitr');
    // React renders a hydrated input by setting its defaultValue to the state; the try is thrown
    // away and started again: the text typed is still what the visitor typed.
    input.defaultValue = 'nitr';
    expect(typedIntoServerMarkup(input)).toBe('nitr');
  });
});
