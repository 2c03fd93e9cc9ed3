import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { CodeCopyButtons } from '../components/CodeCopyButtons';
import { DocExtras } from '../components/DocExtras';
import { PageHead } from '../components/PageHead';
import { PrintButton } from '../components/PrintButton';
import { Prerendered } from '../components/Prerendered';
import { StaticContent } from '../components/StaticContent';
import { WordBreaks } from '../components/WordBreaks';
import type { PrintableContext } from '../node/create-pages/printable';
import { usePrintOnArrival } from './usePrintOnArrival';
import * as styles from './printable.module.css';

/** Every doc of a section (or of the whole site) on one page, for printing or saving as PDF. */
export default function PrintablePage({ pageContext, location }: PageProps<object, PrintableContext>) {
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
      {/* Megabytes of text on the combined page: sent once, in the HTML, and never hydrated. */}
      <Prerendered onContent={onContent}>
        {pageContext.docs.map((doc) => (
          <article key={doc.slug} id={doc.slug} className={styles.doc} aria-labelledby={`${doc.slug}-title`}>
            <h2 id={`${doc.slug}-title`}>
              <WordBreaks text={doc.title} at="title" />
            </h2>
            <StaticContent html={doc.html ?? ''} />
            {doc.extras && <DocExtras extras={doc.extras} idPrefix={doc.slug} />}
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
