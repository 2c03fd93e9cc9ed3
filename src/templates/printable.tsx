import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { CodeComments } from '../components/CodeComments';
import { CodeCopyButtons } from '../components/CodeCopyButtons';
import { DocExtras } from '../components/DocExtras';
import { PrefixedMdxContent } from '../components/MdxContent';
import { useFocusableCode } from '../components/MdxContent/useFocusableCode';
import { PageHead } from '../components/PageHead';
import type { PrintableContext } from '../node/create-pages/printable';
import * as styles from './printable.module.css';

type Props = PageProps<object, PrintableContext> & { readonly docs: readonly (React.ComponentType | null)[] };

/** Every doc of a section (or of the whole site) on one page, for printing or saving as PDF. */
export function PrintablePage({ pageContext, docs, location }: Props) {
  const mainRef = React.useRef<HTMLElement>(null);
  useFocusableCode(mainRef, location.pathname);
  return (
    <main id="main-content" ref={mainRef} className={styles.main} tabIndex={-1}>
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
      {pageContext.docs.map((doc, index) => {
        const Doc = docs[index];
        return (
          <article key={doc.slug} id={doc.slug} className={styles.doc} aria-labelledby={`${doc.slug}-title`}>
            <h2 id={`${doc.slug}-title`}>{doc.title}</h2>
            {Doc ? (
              <PrefixedMdxContent prefix={doc.slug}>
                <Doc />
              </PrefixedMdxContent>
            ) : (
              <div dangerouslySetInnerHTML={{ __html: doc.html ?? '' }} />
            )}
            <DocExtras extras={doc.extras} idPrefix={doc.slug} />
          </article>
        );
      })}
      <CodeCopyButtons pageUrl={location.pathname} />
      <CodeComments pageUrl={location.pathname} />
    </main>
  );
}

export function Head({ location, pageContext }: HeadProps<object, PrintableContext>) {
  const title = location.pathname === '/printable/' ? undefined : `${pageContext.title} (printable)`;
  return <PageHead pathname={location.pathname} title={title} noindex />;
}
