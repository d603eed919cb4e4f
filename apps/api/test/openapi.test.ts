// The OpenAPI document at /api/docs/json (issue 32): each operation's stated security is what the
// route enforces, walked over HTTP; Redocly's recommended ruleset finds no error in it; and a client
// written against the types openapi-typescript generates from it typechecks.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOpenApiSecurity } from '../src/http/openapi-security.ts';
import { createAccount, createUser, loginAs } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { createStaff, staffLoginAs } from './staff-factories.ts';

type Requirement = Record<string, string[]>;
interface Operation {
  method: string;
  path: string;
  security?: Requirement[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

let t: TestContext;
let body: string;
let doc: {
  paths: Record<string, Record<string, { security?: Requirement[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};
let operations: Operation[];
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  body = res.body;
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([opPath, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: opPath,
        ...(op.security ? { security: op.security } : {}),
      })),
  );
});
afterAll(async () => t.close());

const key = (op: Operation) => `${op.method} ${op.path}`;
/** A token of `scheme` is required: some requirement names it, none is empty. */
const needs = (op: Operation, scheme: string) =>
  (op.security ?? []).some((r) => scheme in r) && (op.security ?? []).every((r) => Object.keys(r).length > 0);
/** Anyone may call it: no requirement, or the empty one among them (a token is optional). */
const open = (op: Operation) =>
  op.security !== undefined &&
  (op.security.length === 0 || op.security.some((r) => Object.keys(r).length === 0));

/**
 * The operation called with no payload to speak of: `{}` as body, and each path parameter '1', a
 * number no record of the caller's has (an id segment constrained to digits, ADR 0057, must still
 * reach its route and its guard).
 */
function call(op: Operation, authorization: string | null) {
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return t.app.inject({
    method: op.method as 'GET',
    url: op.path.replaceAll(/\{[^}]+\}/g, '1'),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

describe('the security each operation states', () => {
  it('is stated on every operation, naming only the schemes the document declares', () => {
    expect(operations.length).toBeGreaterThan(200);
    const schemes = Object.keys(doc.components.securitySchemes).sort();
    expect(schemes).toEqual(['bearerAuth', 'staffAuth']);
    const unstated = operations.filter((op) => !op.security).map(key);
    expect(unstated).toEqual([]);
    const unknown = operations.filter((op) =>
      op.security?.some((r) => Object.keys(r).some((name) => !schemes.includes(name))),
    );
    expect(unknown.map(key)).toEqual([]);
  });

  it('states a buyer’s token where the route requires one: without it, or with a staff token, 401', async () => {
    const staff = await createStaff(t.db, { roles: ['administrator'] });
    const { headers } = await staffLoginAs(t.db, t.config, staff);
    const buyerOnly = operations.filter((op) => needs(op, 'bearerAuth'));
    expect(buyerOnly.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const op of buyerOnly) {
      for (const authorization of [null, headers.authorization]) {
        const res = await call(op, authorization);
        if (res.statusCode !== 401)
          answered.push(`${key(op)} (${authorization ? 'staff' : 'none'}) → ${res.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  }, 120_000);

  it('states a staff token where the route requires one: without it 401, with a buyer’s 403', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, isAdmin: true, isParentLogin: true });
    const { headers } = await loginAs(t.db, t.config, user);
    const staffOnly = operations.filter((op) => needs(op, 'staffAuth'));
    expect(staffOnly.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const op of staffOnly) {
      const none = await call(op, null);
      const buyer = await call(op, headers.authorization);
      if (none.statusCode !== 401 || buyer.statusCode !== 403) {
        answered.push(`${key(op)}: none → ${none.statusCode}, buyer → ${buyer.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  }, 120_000);

  // 401 is "sign in first". A link whose token is its permission (a punchout start link, a signed
  // PDF link) may answer a made-up token 403 or 400: that token is no session.
  it('states no requirement (or an optional token) only where a visitor is not asked to sign in', async () => {
    const opened = operations.filter(open);
    expect(opened.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const op of opened) {
      const res = await call(op, null);
      if (res.statusCode === 401) refused.push(key(op));
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('refuses at start a route that states its security by hand', async () => {
    const app = Fastify();
    registerOpenApiSecurity(app);
    expect(() =>
      app.get('/api/test/by-hand', { schema: { security: [{ bearerAuth: [] }] } }, async () => ({})),
    ).toThrow(/by-hand: states its OpenAPI security by hand/);
    await app.close();
  });
});

describe('the document linted by Redocly’s recommended ruleset', () => {
  // 26 warnings when written: 18 operations without a 4XX answer (public reads, media, punchout),
  // 7 that only redirect (302 to a signed file link), and no info.license. They may go down, not up.
  const WARNINGS_AT_MOST = 26;

  it('finds no error, and no more warnings than before', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: body,
      absoluteRef: path.join(os.tmpdir(), 'medsupply-openapi.json'),
      config,
    });
    const said = (p: (typeof problems)[number]) =>
      `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(said)).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect(warnings.length, warnings.map(said).join('\n')).toBeLessThanOrEqual(WARNINGS_AT_MOST);
  });
});

// A client module as a consumer would write it against the generated types. The last lines must
// not compile: were the types `any`, their @ts-expect-error would be unused, itself an error.
const CLIENT = `
import type { components, paths } from './openapi';

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
/** What a GET answers with 200. */
export type Ok<P extends keyof paths> = paths[P] extends { get: { responses: { 200: infer R } } }
  ? JsonOf<R>
  : never;
export type LoginBody = paths['/api/auth/login']['post']['requestBody']['content']['application/json'];

export async function get<P extends keyof paths>(base: string, path: P, token?: string): Promise<Ok<P>> {
  const res = await fetch(new URL(path, base), { headers: token ? { authorization: 'Bearer ' + token } : {} });
  if (!res.ok) throw new Error(path + ' answered ' + res.status);
  return (await res.json()) as Ok<P>;
}

export async function databaseKind(base: string): Promise<'pglite' | 'postgres'> {
  return (await get(base, '/api/health')).database.kind;
}

export async function cartLineCount(base: string, token: string): Promise<number> {
  return (await get(base, '/api/cart/cart/getCart', token)).cartDetail.length;
}

export function categoryPaths(nodes: components['schemas']['CategoryNode'][], prefix = ''): string[] {
  return nodes.flatMap((node) => [prefix + node.urlComponent, ...categoryPaths(node.children, prefix + node.urlComponent + '/')]);
}

export const demoLogin: LoginBody = { username: 'buyer@example.com', password: 'secret' };

// @ts-expect-error a call the document does not describe
export type Missing = Ok<'/api/no-such-call'>;
// @ts-expect-error a field the health answer does not have
export const wrong = (health: Ok<'/api/health'>) => health.uptime;
// @ts-expect-error the password is required
export const incomplete: LoginBody = { username: 'buyer@example.com' };
`;

describe('a client generated from the document by openapi-typescript', () => {
  it('typechecks, and catches a call or field the document does not describe', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-openapi-client-'));
    try {
      const types = astToString(await openapiTS(structuredClone(doc) as never));
      await writeFile(path.join(dir, 'openapi.d.ts'), types);
      await writeFile(path.join(dir, 'client.ts'), CLIENT);
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
      expect(types).toContain('"/api/health"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
