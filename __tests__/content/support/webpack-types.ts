/**
 * The members of a type webpack's `types.d.ts` declares, read by the TypeScript compiler rather than
 * from the file's text, so a test states what the type is and not how the file lays it out.
 */
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './workspace';

export interface TypeMember {
  readonly optional: boolean;
  /** The member's type as TypeScript prints it, e.g. `boolean | string[] | null` (with `| undefined` when optional). */
  readonly type: string;
}

const PROBE = path.join(REPO_ROOT, '__webpack_type_probe__.ts');

/** The properties of `typeText`, a type expression that may name `webpack` (the module's namespace), e.g. `webpack.KnownAssetInfo`. */
export function typeMembers(typeText: string): Map<string, TypeMember> {
  const source = `import type * as webpack from 'webpack';\nexport type Probe = ${typeText};\n`;
  const options: ts.CompilerOptions = { strict: true, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, esModuleInterop: true, skipLibCheck: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === PROBE || fileExists(file);
  host.readFile = (file) => (file === PROBE ? source : readFile(file));
  host.getSourceFile = (file, language, ...rest) => (file === PROBE ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest));
  const program = ts.createProgram([PROBE], options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE);
  const alias = probe?.statements.find(ts.isTypeAliasDeclaration);
  if (!alias) throw new Error(`cannot read the type ${typeText}`);
  const type = checker.getTypeAtLocation(alias.name);
  if (type.flags & ts.TypeFlags.Any) throw new Error(`webpack has no type ${typeText}`);
  return new Map(
    checker.getPropertiesOfType(type).map((property) => [
      property.name,
      { optional: Boolean(property.flags & ts.SymbolFlags.Optional), type: checker.typeToString(checker.getTypeOfSymbolAtLocation(property, alias)) },
    ]),
  );
}
