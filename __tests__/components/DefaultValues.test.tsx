import { render } from '@testing-library/react';
import * as React from 'react';
import { DefaultValues } from '../../src/components/DefaultValues';

describe('DefaultValues', () => {
  it('lists the modes that differ with a space between them, so copied text does not run them together', () => {
    const { container } = render(
      <dl>
        <DefaultValues defaults={{ development: 'true', production: 'false', none: 'false' }} />
      </dl>,
    );
    expect(container.querySelector('dd')?.textContent).toBe('development: true production: false none: false');
  });

  it('lets a long JSON default wrap after its commas', () => {
    const json = '[{"test":1},{"type":"json"}]';
    const { container } = render(
      <dl>
        <DefaultValues defaults={{ development: json, production: json, none: json }} />
      </dl>,
    );
    expect(container.querySelector('dd code')?.innerHTML).toBe('[{"test":1},<wbr>{"type":"json"}]');
  });
});
