// ESLint 9 flat config: type-aware TypeScript rules, React, hooks and accessibility. `npm run lint`
// runs it with --max-warnings 0, so a warning fails `npm test` like an error.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['public/', '.cache/', '.bench/', '.data/', 'shots/', 'static/', 'src/gatsby-types.d.ts'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  // Scripts, e2e tests and config files are plain JavaScript, outside tsconfig's program.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  reactHooks.configs.flat.recommended,
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // TypeScript checks component props; propTypes would repeat the types at run time.
      'react/prop-types': 'off',
      // Unused names are TypeScript's job (noUnusedLocals/noUnusedParameters), with the same exceptions everywhere.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Scrollable code blocks and regions take the focus so keyboard readers can scroll them (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['region'] }],
      // Hover, press and touch handlers here only add to controls that keyboards already operate (hover-open menus, swipe-to-close, keeping focus in the search input).
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onKeyDown', 'onKeyUp', 'onKeyPress'] }],
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onKeyDown', 'onKeyUp', 'onKeyPress'] }],
    },
  },
  {
    files: ['src/components/SiteSearch/SearchVariants.tsx', '__tests__/components/SearchBox.test.tsx'],
    // The search dropdown opens on the reader's click and its input takes the focus, as the spec asks (§2 search box).
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // The first client render must match the prerendered HTML; effects then apply what only the browser knows (stored choices, the URL hash, client-only widgets).
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['src/lib/anchors.ts', 'src/lib/description.ts'],
    // NUL characters mark placeholders for inline code while markdown is stripped; no text contains them.
    rules: { 'no-control-regex': 'off' },
  },
  // A failed attempt in a polling loop (a server still starting) is expected; `catch {}` says so.
  { rules: { 'no-empty': ['error', { allowEmptyCatch: true }] } },
  {
    files: ['**/*.cjs', 'jest.config.js', '__tests__/setup/*.js'],
    // CommonJS files, loaded by Node.js and jest with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['gatsby-config.ts'],
    // Gatsby compiles this file with Parcel, which keeps require() but turns require.resolve into undefined.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**', '__mocks__/**'],
    rules: {
      // Fakes of asynchronous interfaces (fetch, Gatsby's cache, the vote store) return promises without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // jest's asymmetric matchers (expect.stringMatching), requireActual and parsed JSON fixtures are typed any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // Assertions on spied methods (expect(document.execCommand)) name the method without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['__tests__/lib/theme.test.ts', '__tests__/components/NotificationBar.test.tsx', '__tests__/lib/deferred-scripts.test.ts'],
    // These tests run the inline <head> scripts from their source text, exactly as the browser does.
    rules: { '@typescript-eslint/no-implied-eval': 'off' },
  },
  {
    files: ['src/node/**'],
    // Gatsby hands its hooks bound helpers (graphql, actions) that its own examples destructure.
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['src/server/votes/sqlite-store.ts'],
    // better-sqlite3 is synchronous; the store interface is asynchronous because PostgreSQL's is.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: [
      'src/components/LanguageDropdown/LanguageDropdown.tsx',
      'src/components/MobileSidebar/MobileSidebar.tsx',
      'src/components/OptionPopover/OptionPopover.tsx',
    ],
    // Escape closes the menu, panel or popover from any control inside it: the key handler sits on the container, the controls are native links and buttons.
    rules: { 'jsx-a11y/no-static-element-interactions': 'off', 'jsx-a11y/no-noninteractive-element-interactions': 'off' },
  },
  { files: ['__tests__/**', '__mocks__/**', 'jest.config.js'], languageOptions: { globals: globals.jest } },
);
