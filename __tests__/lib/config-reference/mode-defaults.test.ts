import { summarizeDefaults } from '../../../src/lib/config-reference/mode-defaults';

describe('summarizeDefaults', () => {
  it('shows nothing when no mode has a default, one value when all agree, else each mode', () => {
    expect(summarizeDefaults({ development: null, production: null, none: null })).toBeNull();
    expect(summarizeDefaults({ development: '"[name].js"', production: '"[name].js"', none: '"[name].js"' })).toEqual({ all: '"[name].js"' });
    expect(summarizeDefaults({ development: 'true', production: 'false', none: null })).toEqual({
      byMode: [
        ['development', 'true'],
        ['production', 'false'],
        ['none', null],
      ],
    });
  });
});
