import { Kind, parse, type DefinitionNode } from 'graphql';
import { dataTypeDefs } from '../../src/node/data/schema';
import { typeDefs } from '../../src/node/schema';

/** "Type" or "Type.field" for every declared type and field that GraphiQL would show without a description. */
function undocumented(sdl: string): string[] {
  return parse(sdl).definitions.flatMap((definition: DefinitionNode) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return [];
    const type = definition.name.value;
    return [
      ...(definition.description ? [] : [type]),
      ...(definition.fields ?? []).filter((field) => !field.description).map((field) => `${type}.${field.name.value}`),
    ];
  });
}

test('every type and field of the content model and the data files is described for GraphiQL', () => {
  expect(undocumented(typeDefs)).toEqual([]);
  expect(undocumented(dataTypeDefs)).toEqual([]);
});

test('a field without a description is found', () => {
  expect(undocumented('"A page." type Page { "Its title." title: String! url: String! }')).toEqual(['Page.url']);
});
