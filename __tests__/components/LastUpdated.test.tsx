import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { LastUpdated } from '../../src/components/LastUpdated';

describe('LastUpdated', () => {
  it('says when and by whom, with a machine-readable date', () => {
    const { container } = render(<LastUpdated lastUpdated={{ date: '2024-04-01T01:30:00+02:00', name: 'Carol Coder' }} />);
    expect(container).toHaveTextContent('Last updated on March 31, 2024 by Carol Coder');
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2024-03-31T23:30:00.000Z');
    expect(screen.getByText('March 31, 2024').tagName).toBe('TIME');
  });

  it('renders nothing without history or with a broken date', () => {
    expect(render(<LastUpdated lastUpdated={null} />).container).toBeEmptyDOMElement();
    expect(render(<LastUpdated lastUpdated={{ date: 'yesterday', name: 'X' }} />).container).toBeEmptyDOMElement();
  });
});
