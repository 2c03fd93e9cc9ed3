import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { CodeCopyButtons } from '../components/CodeCopyButtons';
import { DocExtras } from '../components/DocExtras';
import { PageHead } from '../components/PageHead';
import { PrintButton } from '../components/PrintButton';
import { Prerendered } from '../components/Prerendered';
import { StaticContent } from '../components/StaticContent';
import { WordBreaks } from '../components/WordBreaks';
import { printableDocs, type PrintableContext, type PrintableData } from '../lib/printable-docs';
import { usePrintOnArrival } from './usePrintOnArrival';
import * as styles from './printable.module.css';

/** Every doc of a section (or of the whole site) on one page, for printing or saving as PDF. */
export default function PrintablePage({ data, pageContext, location }: PageProps<PrintableData, PrintableContext>) {
  // Content fetched after a client-side navigation gets its copy buttons once it is there.
  const [contentVersion, setContentVersion] = React.useState(0);
  const onContent = React.useCallback(() => setContentVersion((version) => version + 1), []);
  usePrintOnArrival(contentVersion);
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
      <PrintButton />
      <h1>{pageContext.title}</h1>
      <nav aria-label="Contents" className={styles.toc}>
        <ol>
          {pageContext.docs.map((doc) => (
            <li key={doc.slug}>
              <a href={`#${doc.slug}`}>{doc.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {/* Megabytes of text on the combined page: sent once, in the HTML, and never hydrated (the browser gets no data for it). */}
      <Prerendered onContent={onContent}>
        {printableDocs(pageContext, data).map((doc) => (
          <article key={doc.slug} id={doc.slug} className={styles.doc} aria-labelledby={`${doc.slug}-title`}>
            <h2 id={`${doc.slug}-title`}>
              <WordBreaks text={doc.title} at="title" />
            </h2>
            <StaticContent html={doc.html} />
            <DocExtras extras={doc.extras} idPrefix={doc.slug} />
          </article>
        ))}
      </Prerendered>
      <CodeCopyButtons key={contentVersion} pageUrl={location.pathname} />
    </main>
  );
}

export function Head({ location, pageContext }: HeadProps<object, PrintableContext>) {
  const title = location.pathname === '/printable/' ? undefined : `${pageContext.title} (printable)`;
  return <PageHead pathname={location.pathname} title={title} noindex />;
}

// The docs by the ids the context names (the template puts them back in its order), the configuration
// pages' option references, and the release ledger when a release notes page is among the docs.
export const query = graphql`
  query PrintablePage($ids: [String!]!, $configPages: [String!]!, $withReleases: Boolean!) {
    allDocPage(filter: { id: { in: $ids } }) {
      nodes {
        id
        html
        ...DocExtrasFields
      }
    }
    allConfigOption(filter: { page: { in: $configPages } }, sort: { order: ASC }) {
      nodes {
        page
        ...OptionEntry
      }
    }
    releases: allWebpackRelease(sort: { position: ASC }) @include(if: $withReleases) {
      nodes {
        version
        previous
        date
        summary
        changes {
          kind
          subject
          text
          documented
          referenceOnly
        }
      }
    }
    referenceOptions: allConfigOption(sort: { order: ASC }) @include(if: $withReleases) {
      nodes {
        path
        page
        anchorId
        cliFlags
      }
    }
  }
`;
