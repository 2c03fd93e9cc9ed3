import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The module API webpack declares in module.d.ts (module.hot, import.meta.webpackHot, require.context,
 * __webpack_public_path__ …): every declared name, member, parameter and property of an object
 * parameter, by a path (webpack.Hot.decline(options), ImportMeta.webpackContext(options).mode),
 * with its declaration text. Paths are what the diff compares: a new parameter is a new path.
 */
export function surfaceModuleApi(dir: string): Record<string, string> {
  const file = path.join(dir, 'module.d.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const result: Record<string, string> = {};
  const record = (key: string, node: ts.Node) => {
    const text = node.getText(source).replace(/\s+/g, ' ');
    result[key] = result[key] ? `${result[key]} | ${text}` : text;
  };
  const nameOf = (name: ts.PropertyName | ts.BindingName | ts.EntityName) =>
    ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText(source);

  const parameters = (list: ts.NodeArray<ts.ParameterDeclaration>, prefix: string) => {
    for (const parameter of list) {
      const key = `${prefix}(${nameOf(parameter.name)})`;
      record(key, parameter);
      visitType(parameter.type, key);
    }
  };
  const visitMember = (member: ts.TypeElement, prefix: string) => {
    if (ts.isCallSignatureDeclaration(member)) return parameters(member.parameters, prefix);
    if (!member.name) return;
    const key = `${prefix}.${nameOf(member.name)}`;
    record(key, member);
    if (ts.isPropertySignature(member)) visitType(member.type, key);
    if (ts.isMethodSignature(member)) parameters(member.parameters, key);
  };
  function visitType(type: ts.TypeNode | undefined, prefix: string): void {
    if (!type) return;
    if (ts.isTypeLiteralNode(type)) type.members.forEach((member) => visitMember(member, prefix));
    else if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) type.types.forEach((part) => visitType(part, prefix));
    else if (ts.isParenthesizedTypeNode(type)) visitType(type.type, prefix);
    else if (ts.isFunctionTypeNode(type)) parameters(type.parameters, prefix);
  }
  const visitStatement = (statement: ts.Statement, prefix: string) => {
    const within = (name: string) => (prefix ? `${prefix}.${name}` : name);
    if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body)) {
      const name = within(nameOf(statement.name));
      statement.body.statements.forEach((inner) => visitStatement(inner, name));
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      const key = within(statement.name.text);
      if (ts.isInterfaceDeclaration(statement)) statement.members.forEach((member) => visitMember(member, key));
      else if (ts.isTypeAliasDeclaration(statement)) visitType(statement.type, key);
      else statement.members.forEach((member) => record(`${key}.${nameOf(member.name)}`, member));
      if (!result[key]) result[key] = ts.SyntaxKind[statement.kind].replace(/Declaration$/, '');
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const key = within(nameOf(declaration.name));
        record(key, declaration);
        visitType(declaration.type, key);
      }
    }
  };
  source.statements.forEach((statement) => visitStatement(statement, ''));
  return result;
}
