import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Prism from 'prismjs';
import * as React from 'react';
import { OptionKeys, type KeyOption } from '../../src/components/OptionKeys/OptionKeys';

const CODE = `module.exports = {
  mode: "production",
  entry: { main: "./src/index.js" },
  output: { filename: "[name].js" },
  resolveLoader: { modules: ["loaders"] },
  plugins: [new DefinePlugin({ mode: "x" })],
};`;

// The markup gatsby-remark-prismjs writes at build time.
const block = (code: string, language = 'js') =>
  `<div class="gatsby-highlight" data-language="${language}"><pre class="language-${language}"><code class="language-${language}">${Prism.highlight(code, Prism.languages.javascript, 'javascript')}</code></pre></div>`;

const defaults = (development: string | null, production = development, none = development) => ({ development, production, none });
const options: KeyOption[] = [
  {
    path: 'output',
    page: 'output',
    anchorId: 'output',
    descriptionHtml: '<p>Where and how webpack writes bundles.</p>',
    type: 'object',
    defaults: defaults(null),
  },
  {
    path: 'output.filename',
    page: 'output',
    anchorId: 'outputfilename',
    descriptionHtml: '<p>Names of the entry chunks.</p>',
    type: 'string | function',
    defaults: defaults('"[name].js"'),
  },
  {
    path: 'mode',
    page: 'mode',
    anchorId: 'mode',
    descriptionHtml: '<p>Enables defaults for an environment.</p>',
    type: '"development" | "production" | "none"',
    defaults: defaults('"production"'),
  },
  { path: 'resolve.modules', page: 'resolve', anchorId: 'resolvemodules', descriptionHtml: '', type: 'string[]', defaults: defaults('["node_modules"]') },
  { path: 'entry', page: 'entry-context', anchorId: 'entry', descriptionHtml: '', type: 'string | object', defaults: defaults('"./src"', '"./src"', null) },
];

const aliases = { 'resolveLoader.modules': 'resolve.modules' };
const html = { __html: block(CODE) };

function Page({ withKeys = true }: { readonly withKeys?: boolean }) {
  return (
    <>
      <main id="main-content">
        <div dangerouslySetInnerHTML={html} />
        {withKeys && <OptionKeys pageUrl="/configuration/output/" options={options} aliases={aliases} />}
      </main>
      <button type="button">outside</button>
    </>
  );
}

const setup = () => render(<Page />);

const key = (name: string) => screen.getByRole('button', { name });

describe('OptionKeys', () => {
  it('turns the keys of documented options into buttons, inside their prism tokens', () => {
    setup();
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual(['mode', 'entry', 'output', 'filename', 'modules']);
    expect(key('filename').parentElement).toHaveClass('token', 'property');
    expect(key('filename')).toHaveAttribute('aria-haspopup', 'dialog');
    // An entry name and a plugin's option are no configuration options.
    expect(screen.queryByRole('button', { name: 'main' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'mode' })).toHaveLength(1);
  });

  it('opens a dialog with the path, description, type, default and a link to the reference entry', () => {
    setup();
    fireEvent.click(key('filename'));
    const dialog = screen.getByRole('dialog', { name: 'output.filename' });
    expect(key('filename')).toHaveAttribute('aria-expanded', 'true');
    expect(key('filename')).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveTextContent('Names of the entry chunks.');
    expect(dialog).toHaveTextContent('Typestring | function');
    expect(dialog).toHaveTextContent('Default"[name].js"');
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', '/configuration/output/#outputfilename');
    expect(document.activeElement).toBe(dialog);
  });

  it('links options of other pages to their page, follows aliases and lists defaults per mode when they differ', () => {
    setup();
    fireEvent.click(key('modules'));
    expect(within(screen.getByRole('dialog', { name: 'resolve.modules' })).getByRole('link')).toHaveAttribute('href', '/configuration/resolve/#resolvemodules');
    fireEvent.click(key('entry'));
    const dialog = screen.getByRole('dialog', { name: 'entry' });
    expect(dialog).toHaveTextContent('development: "./src" production: "./src" none: not set');
  });

  it('closes on a second click, keeping one dialog open at a time', () => {
    setup();
    fireEvent.click(key('mode'));
    fireEvent.pointerDown(key('output'));
    fireEvent.click(key('output'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'output' })).toBeInTheDocument();
    expect(key('mode')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(key('output'));
    fireEvent.click(key('output'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(key('output')).not.toHaveAttribute('aria-controls');
  });

  it('closes on a click or focus outside', () => {
    setup();
    fireEvent.click(key('mode'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(key('mode'));
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open for clicks inside the dialog', () => {
    setup();
    fireEvent.click(key('mode'));
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the key', () => {
    setup();
    fireEvent.click(key('filename'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(key('filename'));
  });

  it('closes when the keyboard tabs out of either end, back to the key', () => {
    setup();
    fireEvent.click(key('filename'));
    const link = within(screen.getByRole('dialog')).getByRole('link');
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(key('filename'));

    fireEvent.click(key('filename'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(key('filename'));
  });

  it('lets Tab move inside the dialog', () => {
    setup();
    fireEvent.click(key('filename'));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('puts the plain keys back when it unmounts', () => {
    const { rerender, container } = setup();
    fireEvent.click(key('mode'));
    rerender(<Page withKeys={false} />);
    expect(container.querySelector('code')?.innerHTML).toBe(Prism.highlight(CODE, Prism.languages.javascript, 'javascript'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves code blocks of other languages alone', () => {
    render(
      <main id="main-content">
        <div dangerouslySetInnerHTML={{ __html: block('{ "mode": "none" }', 'json') }} />
        <OptionKeys pageUrl="/configuration/output/" options={options} />
      </main>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
