import type { CodeBlock } from '../../../src/lib/content-examples/code-blocks';
import { deriveProject, isProjectFileBlock, isRelativeFilePath, projectFromBlocks, withoutFiles } from '../../../src/lib/content-examples/project';

const block = (title: string | null, value: string, lang: string | null = 'js', line = 1): CodeBlock => ({ page: 'guides/x.mdx', line, lang, title, value });

describe('example projects from code blocks', () => {
  it('accepts relative file paths as titles, nothing else', () => {
    for (const path of ['webpack.config.js', 'src/index.js', '.env', 'Vagrantfile', 'src/styles/base.css', 'dist/help/index.html']) {
      expect(isRelativeFilePath(path)).toBe(true);
    }
    for (const path of ['/etc/passwd', '../outside.js', 'src/../x.js', 'https://example.com/a.js', 'my file.js', '.', '', 'C:\\x.js']) {
      expect(isRelativeFilePath(path)).toBe(false);
    }
  });

  it('takes whole files only: a diff shows a change, an untitled block is no file', () => {
    expect(isProjectFileBlock(block('webpack.config.js', ''))).toBe(true);
    expect(isProjectFileBlock(block('webpack.config.js', '', 'diff'))).toBe(false);
    expect(isProjectFileBlock(block(null, ''))).toBe(false);
  });

  it('keeps the last version of each file, ending with a newline as an editor saves it', () => {
    const project = projectFromBlocks([
      block('src/index.js', 'first();', 'js', 3),
      block('webpack.config.js', '+ change', 'diff', 5),
      block('src/index.js', 'second();', 'js', 9),
      block(null, 'npx webpack', 'bash'),
    ]);
    expect([...project.keys()]).toEqual(['src/index.js']);
    expect(project.get('src/index.js')).toEqual({ path: 'src/index.js', content: 'second();\n', page: 'guides/x.mdx', line: 9 });
  });

  it('starts from another guide’s project, minus the files the page deletes', () => {
    const base = projectFromBlocks([block('src/index.js', 'base();'), block('src/greeting.js', 'greet();'), block('webpack.config.js', 'base config')]);
    const own = projectFromBlocks([block('src/index.js', 'own();'), block('src/report.js', 'report();')]);
    const project = deriveProject(base, own, ['src/greeting.js']);
    expect([...project.keys()].sort()).toEqual(['src/index.js', 'src/report.js', 'webpack.config.js']);
    expect(project.get('src/index.js')?.content).toBe('own();\n');
    expect(base.has('src/greeting.js')).toBe(true);
  });

  it('lets a page replace a file it told the reader to delete from the base', () => {
    const base = projectFromBlocks([block('dist/index.html', '<base>')]);
    const own = projectFromBlocks([block('dist/index.html', '<own>')]);
    expect(deriveProject(base, own, ['dist/index.html']).get('dist/index.html')?.content).toBe('<own>\n');
  });

  it('refuses to delete a file that does not exist, which would hide a renamed file', () => {
    const base = projectFromBlocks([block('src/index.js', '')]);
    expect(() => deriveProject(base, new Map(), ['src/greeting.js'])).toThrow('cannot delete src/greeting.js: no such file in the project');
    expect(() => withoutFiles(base, ['src/footer.js'])).toThrow('cannot delete src/footer.js');
    expect([...withoutFiles(base, ['src/index.js']).keys()]).toEqual([]);
  });
});
