import type { GeneratedTable, GeneratedTableName } from '../../lib/generated-table';
import { cliFlagsTable } from './cli-flags';
import { compilationHooksTable, compilerHooksTable, contextModuleFactoryHooksTable, normalModuleFactoryHooksTable, parserHooksTable } from './hooks';

const GENERATORS: Record<GeneratedTableName, () => GeneratedTable> = {
  'cli-flags': cliFlagsTable,
  'compiler-hooks': compilerHooksTable,
  'compilation-hooks': compilationHooksTable,
  'normal-module-factory-hooks': normalModuleFactoryHooksTable,
  'context-module-factory-hooks': contextModuleFactoryHooksTable,
  'parser-hooks': parserHooksTable,
};

export function generateTable(name: GeneratedTableName): GeneratedTable {
  return GENERATORS[name]();
}
