import { MDXProvider } from '@mdx-js/react';
import * as React from 'react';
import { prefixedId } from '../../lib/prefix-html';
import { SmartLink } from '../SmartLink';

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;
type HeadingProps = React.HTMLAttributes<HTMLHeadingElement>;
type Components = React.ComponentProps<typeof MDXProvider>['components'];

function MdxLink({ href = '', ...rest }: AnchorProps) {
  return <SmartLink href={href} {...rest} />;
}

const baseComponents: Components = { a: MdxLink };

/** Markdown rendered inside a page: links follow the site's internal/external rules. */
export function MdxContent({ children }: { readonly children: React.ReactNode }) {
  return <MDXProvider components={baseComponents}>{children}</MDXProvider>;
}

/**
 * On a combined printable page every doc's heading ids get the doc's prefix so they stay unique,
 * same-page links follow them, and headings move one level down under the doc's own title.
 */
export function prefixedComponents(prefix: string): Components {
  const fragment = (href: string) => (href.startsWith('#') ? `#${prefixedId(prefix, href.slice(1))}` : href);
  const heading = (Tag: 'h3' | 'h4' | 'h5' | 'h6') =>
    function PrefixedHeading({ id, ...rest }: HeadingProps) {
      return <Tag id={id ? prefixedId(prefix, id) : undefined} {...rest} />;
    };
  return {
    a: ({ href = '', ...rest }: AnchorProps) => <MdxLink href={fragment(href)} {...rest} />,
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h5'),
    h5: heading('h6'),
  };
}

export function PrefixedMdxContent({ prefix, children }: { readonly prefix: string; readonly children: React.ReactNode }) {
  const components = React.useMemo(() => prefixedComponents(prefix), [prefix]);
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
