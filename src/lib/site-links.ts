/** Fixed addresses of the navigation, footer and language menu: one place to change them. */
export interface LanguageItem {
  readonly title: string;
  readonly url: string;
  readonly lang: string;
}

export const LANGUAGES: readonly LanguageItem[] = [
  { title: 'English', url: 'https://webpack.js.org/', lang: 'en' },
  { title: '中文', url: 'https://webpack.docschina.org/', lang: 'zh' },
];

export const DOCS_VERSIONS = [
  { version: 5, url: 'https://webpack.js.org/' },
  { version: 4, url: 'https://v4.webpack.js.org/' },
] as const;

export const EXTERNAL = {
  repository: 'https://github.com/webpack/webpack',
  docsRepository: 'https://github.com/webpack/webpack.js.org',
  blog: 'https://medium.com/webpack',
  social: 'https://twitter.com/webpack',
  questions: 'https://stackoverflow.com/questions/tagged/webpack',
  chat: 'https://gitter.im/webpack/webpack',
  changelog: 'https://github.com/webpack/webpack/releases',
  swag: 'https://webpack.threadless.com/',
  sponsor: 'https://opencollective.com/webpack',
} as const;

/** Where "Edit Document" points for a page of this site that names no edit URL. */
export function defaultEditUrl(sourcePath: string): string {
  return `${EXTERNAL.docsRepository}/edit/main/${sourcePath}`;
}
