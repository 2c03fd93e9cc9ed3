import { render } from '@testing-library/react';
import * as React from 'react';
import { OptionReference, type OptionEntry } from '../../src/components/OptionReference';

const entry = (extra: Partial<OptionEntry>): OptionEntry => ({
  path: 'experiments.typescript',
  anchorId: 'experimentstypescript',
  depth: 2,
  sameAs: null,
  sameAsUrl: null,
  descriptionHtml: '<p>Enable TypeScript support.</p>',
  type: 'boolean',
  defaults: { development: 'true', production: 'true', none: 'true' },
  cliFlags: ['--experiments-typescript'],
  added: '5.107.0',
  experimental: false,
  deprecated: false,
  defaultChangedIn: null,
  deprecatedIn: null,
  removedIn: null,
  schemaPackage: 'webpack',
  ...extra,
});
// The option's heading, by its anchor id (its name holds <wbr> breaks between the path's parts).
const heading = (id: string) => document.getElementById(id);

describe('OptionReference marks from the release ledger', () => {
  it('says when a default changed, beside "since"', () => {
    render(<OptionReference entries={[entry({ defaultChangedIn: '5.113.0' })]} fromDevServer={false} />);
    expect(heading('experimentstypescript')).toHaveTextContent('experiments.typescriptsince 5.107.0default changed in 5.113.0');
    // The site search indexes the heading without its badges, so "experiments.typescript" finds the entry by its name.
    const badges = Array.from(heading('experimentstypescript')!.querySelectorAll('span')).filter((span) => /since|changed/.test(span.textContent ?? ''));
    expect(badges.map((badge) => badge.getAttribute('data-search'))).toEqual(['skip', 'skip']);
  });

  it('says which release deprecated an option, or only that it is deprecated', () => {
    render(
      <OptionReference
        entries={[
          entry({ path: 'module.parser.javascript.harmony', anchorId: 'harmony', deprecated: true, deprecatedIn: '5.112.2', added: null }),
          entry({ path: 'stats.cached', anchorId: 'statscached', deprecated: true, added: null }),
        ]}
        fromDevServer={false}
      />,
    );
    expect(heading('harmony')).toHaveTextContent('deprecated in 5.112.2');
    expect(heading('statscached')).toHaveTextContent(/deprecated$/);
  });

  it('shows a removed option with its release and no type', () => {
    const { container } = render(
      <OptionReference
        entries={[entry({ path: 'experiments.outputModule', anchorId: 'experimentsoutputmodule', type: '', added: null, cliFlags: [], removedIn: '5.111.1' })]}
        fromDevServer={false}
      />,
    );
    expect(heading('experimentsoutputmodule')).toHaveTextContent('removed in 5.111.1');
    expect(container.querySelector('dt')?.textContent).not.toBe('Type');
  });
});

describe('OptionReference descriptions', () => {
  it('puts a one-paragraph description in its own paragraph, without a wrapper', () => {
    const { container } = render(<OptionReference entries={[entry({})]} fromDevServer={false} />);
    const description = container.querySelector('h3 + *');
    expect(description?.tagName).toBe('P');
    expect(description?.innerHTML).toBe('Enable TypeScript support.');
  });

  it('keeps a longer description whole in its wrapper', () => {
    const { container } = render(<OptionReference entries={[entry({ descriptionHtml: '<p>One.</p>\n<ul>\n<li>two</li>\n</ul>' })]} fromDevServer={false} />);
    const description = container.querySelector('h3 + *');
    expect(description?.tagName).toBe('DIV');
    expect(description?.querySelectorAll('p, li')).toHaveLength(2);
  });
});
