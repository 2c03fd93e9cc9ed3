import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { ChatLauncher } from '../components/ChatLauncher';
import { CodeCopyButtons } from '../components/CodeCopyButtons';
import { ContentBoundary, ContentStatus } from '../components/ContentBoundary';
import { DocExtras } from '../components/DocExtras';
import { Contributors } from '../components/Contributors';
import { FurtherReading } from '../components/FurtherReading';
import { LastUpdated } from '../components/LastUpdated';
import { PageHead } from '../components/PageHead';
import { OptionKeys } from '../components/OptionKeys';
import { PackageNote } from '../components/PackageNote';
import { PageLinks } from '../components/PageLinks';
import { Pagination } from '../components/Pagination';
import { Sidebar } from '../components/Sidebar';
import { StaticContent, StaticSubtree } from '../components/StaticContent';
import { SummaryTable } from '../components/SummaryTable';
import { WordBreaks } from '../components/WordBreaks';
import type { DocPageContext } from '../node/create-pages/docs';
import { CHAT_SCRIPT_URL } from '../lib/site-config';
import { markdownUrl } from '../lib/markdown-export/llms-txt';
import { defaultEditUrl } from '../lib/site-links';
import { usePageContent } from './usePageContent';
import { useScrollToHash } from './useScrollToHash';
import * as styles from './doc-page.module.css';

type Props = PageProps<Queries.DocPageTemplateQuery, DocPageContext>;

export default function DocPageTemplate({ data: pageData, pageContext, location }: Props) {
  const textRef = React.useRef<HTMLDivElement>(null);
  const { data, status, retry } = usePageContent(pageData, pageContext.contentUrl, textRef);
  const page = data.docPage;
  useScrollToHash(location.hash, status);
  if (!page) return null;
  // Until fetched, a page reached by a client-side navigation has its title and links but not its text.
  const hasContent = status === 'served' || status === 'ready';
  const version = data.site?.siteMetadata?.webpackVersion ?? '';
  return (
    <div className={pageContext.sidebar ? styles.withSidebar : styles.single}>
      {pageContext.sidebar && (
        <div className={styles.aside}>
          <Sidebar sidebar={pageContext.sidebar} currentUrl={page.url} version={version} />
        </div>
      )}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <article className={styles.article}>
          <PageLinks repo={page.repo} editUrl={page.edit ?? defaultEditUrl(page.sourcePath)} markdownHref={markdownUrl(page.url)} />
          <h1>
            <WordBreaks text={page.title} at="title" />
          </h1>
          {page.packageName && page.packageVersion && (
            <PackageNote packageName={page.packageName} version={page.packageVersion} license={page.license} source={page.source} repo={page.repo} />
          )}
          <ContentBoundary>
            {status === 'loading' || status === 'failed' ? (
              <ContentStatus status={status} retry={retry} />
            ) : (
              <StaticContent ref={textRef} html={status === 'served' ? undefined : (page.html ?? '')} />
            )}
          </ContentBoundary>
          {hasContent && (
            <StaticSubtree key={page.url}>
              <DocExtras
                extras={{
                  // Absent while served: only rendered if the served page had no extras to keep.
                  options: page.options ?? [],
                  optionsSource: page.optionsSource,
                  generatedTable: page.generatedTable ?? null,
                  configEntries: data.allConfigOption?.nodes ?? [],
                  configPage: pageContext.configPage,
                  releaseNotes: pageContext.releaseNotes ?? null,
                }}
              />
              <SummaryTable groups={pageContext.indexTable} />
            </StaticSubtree>
          )}
          {/* Links and text only: kept as served, not hydrated (their links still navigate without a reload). */}
          <StaticSubtree key={`${page.url}:links`}>
            <LastUpdated lastUpdated={page.lastUpdated} />
            <Pagination previous={data.previous} next={data.next} />
            <FurtherReading links={page.related} />
          </StaticSubtree>
          <Contributors contributors={page.contributors} />
        </article>
        {/* Both scan the text's code blocks: they start once it is there. */}
        {hasContent && <CodeCopyButtons pageUrl={page.url} />}
        {hasContent && pageContext.configPage && <OptionKeys pageUrl={page.url} options={data.codeOptions.nodes} aliases={pageContext.codeOptionAliases} />}
      </main>
      <ChatLauncher scriptUrl={CHAT_SCRIPT_URL} />
    </div>
  );
}

export function Head({ data, location }: HeadProps<Queries.DocPageTemplateQuery>) {
  return (
    <PageHead
      pathname={location.pathname}
      title={data.docPage?.title}
      description={data.docPage?.description}
      keywords={data.docPage?.keywords}
      markdownHref={markdownUrl(location.pathname)}
    />
  );
}

export const query = graphql`
  query DocPageTemplate($id: String!, $previousId: String, $nextId: String, $configPage: String, $codeOptionPaths: [String!] = []) {
    site {
      siteMetadata {
        webpackVersion
      }
    }
    docPage(id: { eq: $id }) {
      title
      description
      keywords
      url
      repo
      edit
      source
      html
      packageName
      packageVersion
      license
      ...DocExtrasFields
      sourcePath
      contributors {
        name
        handle
        url
        avatarUrl
      }
      lastUpdated {
        date
        name
      }
      related {
        title
        url
      }
    }
    allConfigOption(filter: { page: { eq: $configPage } }, sort: { order: ASC }) {
      nodes {
        ...OptionEntry
      }
    }
    # Options of other pages that keys in this page's code blocks name, for their popovers.
    codeOptions: allConfigOption(filter: { path: { in: $codeOptionPaths } }) {
      nodes {
        ...OptionSummary
        page
      }
    }
    previous: docPage(id: { eq: $previousId }) {
      title
      url
    }
    next: docPage(id: { eq: $nextId }) {
      title
      url
    }
  }
`;
