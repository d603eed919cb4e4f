import { describe, expect, it } from 'vitest';
import { nullableWithType, operationIdOf } from './openapi-schemas.ts';

describe('nullable for an OpenAPI 3.0 document', () => {
  it('puts null back on each typed member of a nullable union', () => {
    const schema = {
      properties: {
        category: { nullable: true, anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 200 }] },
      },
    };
    nullableWithType(schema);
    expect(schema.properties.category).toEqual({
      anyOf: [
        { type: 'integer', nullable: true },
        { type: 'string', maxLength: 200, nullable: true },
      ],
    });
  });

  it('adds a null-only member when a member has no type of its own (a reference, a oneOf)', () => {
    const ref = {
      nullable: true,
      anyOf: [{ $ref: '#/components/schemas/CategoryNode' }, { type: 'string' }],
    };
    const one = { nullable: true, oneOf: [{ type: 'integer' }, { type: 'string' }] };
    nullableWithType([ref, one]);
    const nullOnly = { type: 'object', nullable: true, enum: [null] };
    expect(ref).toEqual({
      anyOf: [{ $ref: '#/components/schemas/CategoryNode' }, { type: 'string' }, nullOnly],
    });
    expect(one).toEqual({ oneOf: [{ type: 'integer' }, { type: 'string' }, nullOnly] });
  });

  it('leaves a nullable with its type as it is', () => {
    const schema = { type: 'string', nullable: true };
    nullableWithType(schema);
    expect(schema).toEqual({ type: 'string', nullable: true });
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and path, path parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/contacts/:id')).toBe('getContactsById');
    expect(operationIdOf('POST', '/api/cart/itemList/createList')).toBe('postCartItemListCreateList');
    expect(operationIdOf('GET', '/media/items/:key.svg')).toBe('getMediaItemsByKeySvg');
  });
});
