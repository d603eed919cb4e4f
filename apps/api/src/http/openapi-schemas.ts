// How the contract's zod schemas become the OpenAPI document's (issue 32). fastify-type-provider-zod
// writes them; this module names the schemas that must be components, and corrects what it writes
// for an OpenAPI 3.0 document.
// Registered here, on the server only: the storefront's bundle does not carry the registry.
import { CategoryNode } from '@medsupply/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

// A schema that refers to itself (the category tree) cannot be written inline, so it gets an id in
// zod's global registry and jsonSchemaTransformObject writes it under components.schemas.
const named: ReadonlyArray<[z.ZodType, string]> = [[CategoryNode, 'CategoryNode']];

for (const [schema, id] of named) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0.3: `nullable` adds null "only if `type` is explicitly defined within the same Schema
 * Object". The zod transform collapses a union with null of two or more other members into
 * `{ anyOf: [...], nullable: true }`, which therefore accepts no null at all. Null goes back into
 * the union: onto each member when every member has a type, else as a member of its own (the
 * null-only schema zod itself writes for OpenAPI 3.0). Walks and fixes `node` in place.
 */
export function nullableWithType(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableWithType(item);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) nullableWithType(value);
  if (node['nullable'] !== true || 'type' in node) return;
  const members = node['anyOf'] ?? node['oneOf'];
  if (!Array.isArray(members)) return;
  delete node['nullable'];
  if (node['anyOf'] && members.every((member) => isObject(member) && 'type' in member)) {
    for (const member of members as Json[]) member['nullable'] = true;
  } else {
    members.push({ type: 'object', nullable: true, enum: [null] });
  }
}

/**
 * An operation's id when its route names none: method and path in camel case, path parameters as
 * `By<Name>` (`GET /api/contacts/:id` → `getContactsById`), other characters dropped, so generated clients get stable names.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return [method.toLowerCase(), ...capitalized].join('');
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/** Each route's schemas for the document: zod's, nullable corrected, an operationId given. */
export const openApiTransform: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  // Typed as always there, but a route registered without a schema comes back without one.
  const schema = output.schema as typeof output.schema | undefined;
  nullableWithType(schema);
  const method = input.route.method;
  if (schema && !schema.operationId && typeof method === 'string') {
    output.schema = { ...schema, operationId: operationIdOf(method, input.url) };
  }
  return output;
};

/** The document's components: the named schemas, nullable corrected. */
export const openApiTransformObject: TransformObject = (input) => {
  const output = jsonSchemaTransformObject(input);
  if ('components' in output) nullableWithType(output.components);
  return output;
};
