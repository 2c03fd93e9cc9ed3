import type { GeneratedTable, GeneratedTableName } from '../../lib/generated-table';
import { cliFlagsTable } from './cli-flags';
import { compilationHooksTable, compilerHooksTable } from './hooks';

const GENERATORS: Record<GeneratedTableName, () => GeneratedTable> = {
  'cli-flags': cliFlagsTable,
  'compiler-hooks': compilerHooksTable,
  'compilation-hooks': compilationHooksTable,
};

export function generateTable(name: GeneratedTableName): GeneratedTable {
  return GENERATORS[name]();
}
