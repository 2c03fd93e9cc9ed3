import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { CodeCopyButtons } from '../components/CodeCopyButtons';
import { DocExtras } from '../components/DocExtras';
import { PageHead } from '../components/PageHead';
import { StaticContent } from '../components/StaticContent';
import type { PrintableContext } from '../node/create-pages/printable';
import * as styles from './printable.module.css';

/** Every doc of a section (or of the whole site) on one page, for printing or saving as PDF. */
export default function PrintablePage({ pageContext, location }: PageProps<object, PrintableContext>) {
  return (
    <main id="main-content" className={styles.main} tabIndex={-1}>
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
      {pageContext.docs.map((doc) => (
        <article key={doc.slug} id={doc.slug} className={styles.doc} aria-labelledby={`${doc.slug}-title`}>
          <h2 id={`${doc.slug}-title`}>{doc.title}</h2>
          <StaticContent html={doc.html} />
          <DocExtras extras={doc.extras} idPrefix={doc.slug} />
        </article>
      ))}
      <CodeCopyButtons pageUrl={location.pathname} />
    </main>
  );
}

export function Head({ location, pageContext }: HeadProps<object, PrintableContext>) {
  const title = location.pathname === '/printable/' ? undefined : `${pageContext.title} (printable)`;
  return <PageHead pathname={location.pathname} title={title} noindex />;
}
