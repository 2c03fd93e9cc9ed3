import * as React from 'react';
import type { PageLink } from '../../lib/site-tree';
import { SmartLink } from '../SmartLink';

/** "Further Reading": the related links a page names in its frontmatter; nothing when there are none. */
export function FurtherReading({ links }: { readonly links: readonly PageLink[] }) {
  if (!links.length) return null;
  return (
    <section aria-labelledby="page-further-reading" data-search="skip">
      <h2 id="page-further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <SmartLink href={link.url}>{link.title}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
