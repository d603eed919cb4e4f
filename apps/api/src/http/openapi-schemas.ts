// The contract's schemas the OpenAPI document names as components (issue 32): a schema that refers
// to itself (the category tree) cannot be written inline, so it gets an id in zod's global registry
// and fastify-type-provider-zod's jsonSchemaTransformObject writes it under components.schemas.
// Registered here, on the server only: the storefront's bundle does not carry the registry.
import { CategoryNode } from '@medsupply/contract';
import { z } from 'zod';

const named: ReadonlyArray<[z.ZodType, string]> = [[CategoryNode, 'CategoryNode']];

for (const [schema, id] of named) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}
