import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { ProjectCard } from '../../src/components/ProjectCard';
import { MAINTAINER_NEEDED_URL } from '../../src/lib/ecosystem';

const project = { repo: 'webpack/tapable', npm: 'tapable', description: 'Hooks for plugins.', maintainer: 'sokra' };

describe('ProjectCard', () => {
  it('links the title to the repository and shows the description', () => {
    render(<ProjectCard project={project} />);
    const title = screen.getByRole('heading', { level: 2, name: 'webpack/tapable' });
    expect(title.querySelector('a')).toHaveAttribute('href', 'https://github.com/webpack/tapable');
    expect(screen.getByRole('article', { name: 'webpack/tapable' })).toHaveTextContent('Hooks for plugins.');
  });

  it('groups sized badges with alt text', () => {
    render(<ProjectCard project={project} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Downloads and Stars',
      'Activity',
      'Issues and PRs',
      'Maintainers',
    ]);
    const badges = screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.startsWith('https://img.shields.io/'));
    expect(badges).toHaveLength(8);
    for (const badge of badges) {
      expect(badge.getAttribute('alt')).toBeTruthy();
      expect(badge).toHaveAttribute('height', '20');
      expect(Number(badge.getAttribute('width'))).toBeGreaterThan(0);
      expect(badge).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByAltText('Commits to main in the last week')).toBeInTheDocument();
  });

  it('shows the maintainer with an avatar', () => {
    render(<ProjectCard project={project} />);
    const link = screen.getByRole('link', { name: 'sokra' });
    expect(link).toHaveAttribute('href', 'https://github.com/sokra');
    expect(link.querySelector('img')).toHaveAttribute('width', '40');
  });

  it('asks for a maintainer when none is set', () => {
    render(<ProjectCard project={{ ...project, maintainer: null }} />);
    expect(screen.getByRole('link', { name: 'Maintainer needed...' })).toHaveAttribute('href', MAINTAINER_NEEDED_URL);
  });
});
