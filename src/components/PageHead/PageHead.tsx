import * as React from 'react';
import { useSiteMetadata } from '../../hooks/useSiteMetadata';
import { documentTitle, SITE_NAME } from '../../lib/titles';
import { keywordsContent } from '../../lib/search/keywords';
import { absoluteUrl } from '../../lib/urls';

/** The picture link previews show: static/og-image.png, drawn from scripts/og-image.svg. */
const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'The webpack cube logo and the words webpack documentation' };

export interface PageHeadProps {
  readonly pathname: string;
  /** The page's own title from the site tree; absent for URLs the tree does not know. */
  readonly title?: string | null;
  /** What search results and link previews say about the page; pages without one use the site's. */
  readonly description?: string | null;
  /** Pages search engines should not list; they get no canonical address either. */
  readonly noindex?: boolean;
  /** The page's markdown copy (doc pages: index.md beside the page). */
  readonly markdownHref?: string;
  /** Words readers search with for what the page covers (indexed by the site's search). */
  readonly keywords?: readonly string[] | null;
}

/** Head tags shared by every page, through Gatsby's Head API. */
export function PageHead({ pathname, title, description, noindex = false, markdownHref, keywords }: PageHeadProps) {
  const site = useSiteMetadata();
  const fullTitle = documentTitle(pathname, title ?? undefined);
  const text = description || site.description;
  const url = absoluteUrl(site.siteUrl, pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {keywords?.length ? <meta name="keywords" content={keywordsContent(keywords)} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {markdownHref && <link rel="alternate" type="text/markdown" href={markdownHref} />}
      <meta property="og:type" content={pathname === '/' ? 'website' : 'article'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl(site.siteUrl, SHARE_IMAGE.path)} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={SHARE_IMAGE.alt} />
      {/* X (Twitter) reads the og: title, description and image; it needs only the card type. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content="@webpack" />
    </>
  );
}
