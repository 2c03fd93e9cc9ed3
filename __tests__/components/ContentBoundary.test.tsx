import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { ContentBoundary } from '../../src/components/ContentBoundary';

function Broken(): React.ReactElement {
  throw new Error('chunk missing');
}

describe('ContentBoundary', () => {
  it('shows "Error loading content." when the content fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ContentBoundary>
        <Broken />
      </ContentBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
  });

  it('renders content that works', () => {
    render(
      <ContentBoundary>
        <p>Fine</p>
      </ContentBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
