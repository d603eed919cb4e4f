import { describe, expect, it } from 'vitest';

import { schemaResolver } from './schema-resolver';
import type { SafeParser } from './schema-resolver';

// A stand-in for a zod schema: amount must be a positive number; the body itself must name a customer.
const schema: SafeParser = {
  safeParse(data) {
    const body = data as { amount: number; customer?: string };
    const issues = [];
    if (!(body.amount > 0)) issues.push({ path: ['amount'], message: 'Must be greater than 0' });
    if (!body.customer) issues.push({ path: [], message: 'Choose a customer' });
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};

interface Values {
  amount: string;
  customer: string;
  receivedOn: string;
}

const resolve = (values: Values, own?: Parameters<typeof schemaResolver<Values>>[2]) =>
  schemaResolver<Values>(schema, (v) => ({ ...v, amount: Number(v.amount) }), own)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('schemaResolver', () => {
  it("passes the values when the schema and the form's own checks agree", async () => {
    const values = { amount: '12.50', customer: 'C1', receivedOn: '2026-12-01' };
    expect(await resolve(values, () => ({ receivedOn: undefined }))).toEqual({ values, errors: {} });
  });

  it('names the field of each schema issue, and puts an issue about the whole body on root', async () => {
    const result = await resolve({ amount: '0', customer: '', receivedOn: '' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      amount: { type: 'validate', message: 'Must be greater than 0' },
      root: { type: 'validate', message: 'Choose a customer' },
    });
  });

  it("adds the form's own checks, and the schema's word on a field wins", async () => {
    const result = await resolve({ amount: '0', customer: 'C1', receivedOn: '2099-01-01' }, () => ({
      receivedOn: 'Received on a future date',
      amount: 'Enter an amount',
    }));
    expect(result.errors).toEqual({
      amount: { type: 'validate', message: 'Must be greater than 0' },
      receivedOn: { type: 'validate', message: 'Received on a future date' },
    });
  });

  it('checks only its own rules when there is no schema', async () => {
    const result = await schemaResolver<Values>(null, undefined, (v) => ({
      customer: v.customer ? undefined : 'Required',
    }))({ amount: '', customer: '', receivedOn: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({ customer: { type: 'validate', message: 'Required' } });
  });
});
