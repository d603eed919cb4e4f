// The API's import boundaries (ARCHITECTURE §4, docs/decisions/0019-api-core.md) are enforced by
// lint: this runs the repository's own ESLint configuration on small texts linted as if they were
// a service, a query file, a core file and a routes file (real paths, so the type-aware setup knows
// them; the text is given to ESLint, the files on disk are neither read nor changed), and checks
// that the rule fires on each violation and stays quiet on clean code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'api/api-boundaries';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary complaints about `code` as if it were the file at `file` (relative to the root). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const SERVICE = 'apps/api/src/modules/cart/cart.service.ts';
const QUERIES = 'apps/api/src/modules/cart/cart.queries.ts';

describe('API import boundaries (lint)', () => {
  it('refuses a service importing the HTTP edge', async () => {
    const messages = await boundaryMessages(
      SERVICE,
      "import { buyerOf } from '../../http/auth.ts';\nexport const who = buyerOf;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('HTTP edge');
  });

  it('refuses a service or query file importing Fastify, even for a type', async () => {
    const code = "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n";
    expect(await boundaryMessages(SERVICE, code)).toHaveLength(1);
    expect(await boundaryMessages(QUERIES, code)).toHaveLength(1);
  });

  it("refuses a module importing another module's queries", async () => {
    const messages = await boundaryMessages(
      SERVICE,
      "import { listingRows } from '../catalog/catalog-listing.queries.ts';\nexport const rows = listingRows;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("module 'catalog'");
  });

  it('refuses the core importing a module', async () => {
    const messages = await boundaryMessages(
      'apps/api/src/core/actor.ts',
      "import { getCart } from '../modules/cart/cart.service.ts';\nexport const cart = getCart;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it("accepts a service using the core, its own queries and another module's service", async () => {
    const messages = await boundaryMessages(
      SERVICE,
      [
        "import type { Buyer } from '../../core/actor.ts';",
        "import { refuse } from '../../core/refusals.ts';",
        "import { findCart } from './cart.queries.ts';",
        "import { getCategories } from '../catalog/catalog.service.ts';",
        'export const parts = { refuse, findCart, getCategories };',
        'export type Who = Buyer;',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('leaves the HTTP edge (routes) free to use Fastify and http/', async () => {
    const messages = await boundaryMessages(
      'apps/api/src/modules/cart/cart.routes.ts',
      [
        "import type { FastifyInstance } from 'fastify';",
        "import { requireUser } from '../../http/auth.ts';",
        'export const parts = (app: FastifyInstance) => [app, requireUser];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
