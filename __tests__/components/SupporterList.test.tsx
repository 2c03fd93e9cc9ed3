import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { AVATAR_SIZES, SupporterList } from '../../src/components/Support/SupporterList';

const supporters = [
  { name: 'Sample Sponsor A', url: 'https://example.com/', avatar: '/data/sample-avatars/a.svg', totalAmount: 60000, monthlyAmount: 2500 },
  { name: 'Sample Sponsor C', url: 'https://opencollective.com/sample-sponsor-c', avatar: null, totalAmount: 11200, monthlyAmount: 0 },
];

describe('SupporterList', () => {
  it('shows a lazy, sized avatar with the name as alt text, or the name when there is no avatar', () => {
    render(<SupporterList rank="platinum" supporters={supporters} />);
    const avatar = screen.getByRole('img', { name: 'Sample Sponsor A' });
    expect(avatar).toHaveAttribute('loading', 'lazy');
    expect(avatar).toHaveAttribute('width', String(AVATAR_SIZES.platinum));
    expect(avatar).toHaveAttribute('height', String(AVATAR_SIZES.platinum));
    const named = screen.getByRole('link', { name: 'Sample Sponsor C' });
    expect(named).toHaveAttribute('href', 'https://opencollective.com/sample-sponsor-c');
    expect(named.querySelector('img')).toBeNull();
  });

  it('links out without passing rank to search engines, with the amounts in the tooltip', () => {
    render(<SupporterList rank="gold" supporters={supporters} />);
    const link = screen.getByRole('link', { name: 'Sample Sponsor A' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('title', 'Sample Sponsor A: $60,000 in total, $2,500 a month');
  });

  it('says when a rank is empty', () => {
    render(<SupporterList rank="bronze" supporters={[]} />);
    expect(screen.getByText('None at the moment.')).toBeInTheDocument();
  });
});
