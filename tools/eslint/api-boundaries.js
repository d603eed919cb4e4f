// ESLint rule: the API's layers (ARCHITECTURE §4, docs/decisions/0019-api-core.md). Services,
// queries and the core are called without a request (jobs, the back office, punchout), so they
// import nothing from the HTTP edge (apps/api/src/http/) or Fastify; a module uses another module
// only through that module's public service (`*.service.ts`), never its queries or other internals;
// and the core, which every module stands on, imports no module. Which files it applies to is the
// config's business (eslint.config.js: not routes, page heads or tests). Local, like
// feature-boundaries.js, so the lint needs no resolver package.
import path from 'node:path';

const FASTIFY = /^(fastify|fastify-.+|@fastify\/.+)$/;

/** The area of apps/api/src a path lies in: ['modules', 'cart'], ['http'], ['core'], … or null outside. */
function areaOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts[0] === 'modules' ? ['modules', parts[1] ?? ''] : [parts[0] ?? ''];
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Services, queries and the core stay free of HTTP and of other modules’ internals' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      fastify:
        "'{{source}}' is the HTTP framework: services, queries and the core take an Actor and return results or refusals (core/), the routes speak HTTP.",
      http: "'{{source}}' is the HTTP edge: services, queries and the core must not import apps/api/src/http/ (use core/ for actors, refusals and price visibility).",
      module:
        "'{{source}}' is an internal of module '{{to}}': use that module's public service (its *.service.ts), never its queries.",
      core: "'{{source}}' is module '{{to}}': the core is what modules stand on and imports none of them.",
    },
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot;
    const filename = context.filename;
    const own = srcRoot ? areaOf(srcRoot, filename) : null;
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (FASTIFY.test(source)) {
        context.report({ node, messageId: 'fastify', data: { source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      const area = areaOf(srcRoot, target);
      if (!area) return;
      if (area[0] === 'http') {
        context.report({ node, messageId: 'http', data: { source } });
      } else if (area[0] === 'modules' && own[0] === 'core') {
        context.report({ node, messageId: 'core', data: { source, to: area[1] } });
      } else if (
        area[0] === 'modules' &&
        own[0] === 'modules' &&
        area[1] !== own[1] &&
        !path.basename(target).endsWith('.service.ts')
      ) {
        context.report({ node, messageId: 'module', data: { source, to: area[1] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'api-boundaries': rule } };
