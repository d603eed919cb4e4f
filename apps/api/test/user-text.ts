// The texts a person may read, as written in a TypeScript or TSX source: JSX text and string
// literals (template literals with their placeholders as `{}`), found with the TypeScript parser
// so that comments, identifiers, import paths, property names and types never count. A literal
// that reads as code rather than prose is left out too: an SQL text (sql`…` or a string that
// starts with a statement), and a one-word string that does not start with a capital letter (a
// field or query key, a route path, a CSS class, a test id: `licences`, `/myaccount/licences`,
// `licence-row`). What is left is what the us-english test (ADR 0042) holds to US spelling.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface UserText {
  /** 1-based line of the literal's start. */
  line: number;
  text: string;
}

const SQL_START = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP)\b/;

/** A string that reads as code: one word, not capitalized (keys, paths, class names, ids). */
function readsAsCode(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  if (SQL_START.test(trimmed)) return true;
  return !/\s/.test(trimmed) && !/^[A-Z]/.test(trimmed);
}

/** True when the literal at `node` is not text but part of the code's structure. */
function isStructural(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isExternalModuleReference(parent) || ts.isImportTypeNode(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  // A property name: { 'Partially Billed': … }, obj['key'], interface { 'x': … }.
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  ) {
    return true;
  }
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isJsxAttribute(parent)) {
    // className, data-testid, href… are code; aria-label, alt, title, placeholder… are read.
    const name = parent.name.getText();
    return /^(?:className|class|href|to|src|id|htmlFor|type|name|role|data-[\w-]+|key|method|action|rel|target)$/.test(
      name,
    );
  }
  return false;
}

/** The text of a template literal with `{}` where each placeholder stands. */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

function tagName(node: ts.TaggedTemplateExpression): string {
  return node.tag.getText().split('.').pop() ?? '';
}

/** The user-readable texts of one source text. */
export function userTextsOfSource(fileName: string, source: string): UserText[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const texts: UserText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (readsAsCode(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    texts.push({ line: line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /sql$/i.test(tagName(node))) return;
    if (ts.isJsxText(node)) {
      add(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isStructural(node)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      add(node, templateText(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The user-readable texts of the source file at `path`. */
export function userTextsOf(path: string): UserText[] {
  return userTextsOfSource(path, readFileSync(path, 'utf8'));
}
