import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { SmartLink } from '../../src/components/SmartLink';

describe('SmartLink', () => {
  it.each(['https://github.com/webpack/webpack', '//cdn.example.com/x'])('opens %s in a new tab without opener', (href) => {
    render(<SmartLink href={href}>out</SmartLink>);
    const link = screen.getByRole('link', { name: 'out' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps internal links in the same tab', () => {
    render(<SmartLink href="/concepts/">in</SmartLink>);
    expect(screen.getByRole('link', { name: 'in' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'in' })).toHaveAttribute('href', '/concepts/');
  });
});
