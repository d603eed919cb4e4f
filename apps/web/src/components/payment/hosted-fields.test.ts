import { describe, expect, it } from 'vitest';

import { FieldsReadiness } from './hosted-fields';

describe('FieldsReadiness', () => {
  it('answers at once when the fields of that kind are ready', async () => {
    const readiness = new FieldsReadiness();
    readiness.mark('card');
    await expect(readiness.wait('card', 10)).resolves.toBe(true);
  });

  it('waits for the fields to say they are ready, and not for another kind', async () => {
    const readiness = new FieldsReadiness();
    const card = readiness.wait('card', 1_000);
    readiness.mark('ach');
    readiness.mark('card');
    await expect(card).resolves.toBe(true);
  });

  it('gives up after the wait, and forgets a frame that was replaced', async () => {
    const readiness = new FieldsReadiness();
    await expect(readiness.wait('card', 10)).resolves.toBe(false);
    readiness.mark('card');
    readiness.reset();
    await expect(readiness.wait('card', 10)).resolves.toBe(false);
  });
});
