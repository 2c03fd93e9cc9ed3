import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CLASS = /^([ \t]*)(?:module\.exports\s*=\s*|export\s+)?class\s+(\w+(?:Error|Warning))\b/gm;

/** The text of a constructor's string and template literals, placeholders written ${…}: the message it builds. */
function literalText(node: ts.Node): string[] {
  const parts: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) parts.push(child.text);
    else if (ts.isTemplateExpression(child)) {
      parts.push(child.head.text + child.templateSpans.map((span) => `\${…}${span.literal.text}`).join(''));
      child.templateSpans.forEach((span) => visit(span.expression));
    } else ts.forEachChild(child, visit);
  };
  visit(node);
  return parts.filter((part) => part.trim()).map((part) => part.replace(/\s+/g, ' '));
}

/** The first class in a slice, declared (`class X`) or assigned (`module.exports = class X`). */
function findClass(node: ts.Node): ts.ClassLikeDeclaration | undefined {
  if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) return node;
  return ts.forEachChild(node, findClass);
}

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/**
 * Every *Error and *Warning class declared under the package's lib/, with the message its constructor
 * builds (its literal text, `${…}` where a value goes): a changed text is a changed message.
 */
export function surfaceMessages(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const file of jsFiles(path.join(dir, 'lib'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(CLASS)) {
      // webpack's code is formatted by Prettier: a class ends at the first "}" at its own indentation.
      // Parsing that slice rather than the file keeps its generated 2 MB parser out of the way.
      const start = match.index ?? 0;
      const end = text.indexOf(`\n${match[1]}}`, start);
      const slice = text.slice(start, end < 0 ? undefined : end + match[1].length + 2);
      const source = ts.createSourceFile(file, slice, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      const declaration = findClass(source);
      const constructor = declaration?.members.find(ts.isConstructorDeclaration);
      // The class's own name (`this.name = "XError"`, a field in some releases) is no part of the message.
      result[match[2]] = constructor
        ? literalText(constructor)
            .filter((part) => part !== match[2])
            .join(' … ')
        : '';
    }
  }
  return result;
}
