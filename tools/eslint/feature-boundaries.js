// ESLint rule: a storefront feature never imports another feature (Bulletproof React; ARCHITECTURE §3).
// Resolves relative and '@/…' imports against apps/web/src and reports any import from a file in
// features/<a>/ that lands in features/<b>/. Local, so the lint needs no native resolver package.
import path from 'node:path';

const FEATURES_SEGMENT = `${path.sep}features${path.sep}`;

/** The feature folder a path belongs to, or null. */
function featureOf(file) {
  const index = file.lastIndexOf(FEATURES_SEGMENT);
  if (index === -1) return null;
  return file.slice(index + FEATURES_SEGMENT.length).split(path.sep)[0] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move shared code to components/ or lib/, or compose both in a route.",
    },
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot;
    const filename = context.filename;
    const own = featureOf(filename);
    if (!own || !srcRoot) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(srcRoot, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
      else return;
      const other = featureOf(target);
      if (other && other !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
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

export default { rules: { 'feature-boundaries': rule } };
