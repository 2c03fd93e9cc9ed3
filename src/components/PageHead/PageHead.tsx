import * as React from 'react';
import { documentTitle } from '../../lib/titles';

export interface PageHeadProps {
  readonly pathname: string;
  /** The page's own title from the site tree; absent for URLs the tree does not know. */
  readonly title?: string | null;
  readonly noindex?: boolean;
}

/** Head tags shared by every page, through Gatsby's Head API. */
export function PageHead({ pathname, title, noindex = false }: PageHeadProps) {
  return (
    <>
      <title>{documentTitle(pathname, title ?? undefined)}</title>
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
