import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ReleaseNotes } from '../../src/components/ReleaseNotes';
import { releaseNotesViews } from '../../src/lib/release-notes/view';
import { OPTIONS, RELEASES } from '../lib/release-notes/fixture';

const views = releaseNotesViews(RELEASES, OPTIONS);

describe('ReleaseNotes', () => {
  it('renders nothing on other pages', () => {
    const { container } = render(<ReleaseNotes view={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('heads a release with its date, the version it compares with and its summary, code as code', () => {
    const { container } = render(<ReleaseNotes view={views.get('/migrate/releases/5.113/') ?? null} />);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-19');
    expect(container.querySelector('p')).toHaveTextContent('Released on November 19, 2026, compared with webpack 5.112.2.');
    expect(screen.getByRole('link', { name: 'webpack 5.112.2' })).toHaveAttribute('href', '/migrate/releases/5.112/');
    expect(screen.getByText('output.allowOutside', { selector: 'p code' })).toBeInTheDocument();
  });

  it('lists each change under its heading, the subject linked where the site documents it and tagged with its kind', () => {
    render(<ReleaseNotes view={views.get('/migrate/releases/5.113/') ?? null} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => [heading.id, heading.textContent])).toEqual([
      ['options-added', 'Options added'],
      ['defaults-changed', 'Defaults changed'],
      ['hooks-and-api-added', 'Hooks and API added'],
      ['new-messages', 'New and changed messages'],
      ['removed-and-deprecated', 'Removed and deprecated'],
    ]);
    const removed = within(screen.getByRole('region', { name: 'Removed and deprecated' })).getAllByRole('listitem');
    expect(removed.map((item) => item.textContent)).toEqual([
      'output.legacydeprecatedAbout output.legacy.',
      'output.oldThingremoved optionAbout output.oldThing.',
    ]);
    expect(within(removed[0]).getByRole('link')).toHaveAttribute('href', '/configuration/output/#outputlegacy');
    expect(within(removed[1]).queryByRole('link')).toBeNull();
    const added = within(screen.getByRole('region', { name: 'Options added' })).getAllByRole('link');
    expect(added.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['output.allowOutside', '/configuration/output/#outputallowoutside'],
      ['output.zeta', '/configuration/output/#outputzeta'],
      ['--output-zeta', '/configuration/output/#outputzeta'],
    ]);
  });

  it('prefixes its ids on a printable page', () => {
    render(<ReleaseNotes view={views.get('/migrate/releases/5.112/') ?? null} idPrefix="migrate-releases-5112" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'migrate-releases-5112__behaviour-changes');
  });

  it('lists the releases on the index, each linked to its page with its counts', () => {
    render(<ReleaseNotes view={views.get('/migrate/releases/') ?? null} />);
    const releases = screen.getAllByRole('heading', { level: 2 });
    expect(releases.map((heading) => [heading.id, heading.textContent])).toEqual([
      ['webpack-5-113', 'webpack 5.113'],
      ['webpack-5-112', 'webpack 5.112'],
    ]);
    expect(within(releases[0]).getByRole('link')).toHaveAttribute('href', '/migrate/releases/5.113/');
    expect(screen.getByRole('list', { name: 'Changes in webpack 5.112' })).toHaveTextContent('Behaviour changes: 1');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/webpack/webpack/releases');
  });
});
