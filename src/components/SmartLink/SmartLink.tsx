import { Link } from 'gatsby';
import * as React from 'react';
import { isExternal, isFilePath } from '../../lib/urls';

export type SmartLinkProps = Readonly<React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/** Internal paths go through Gatsby's Link (prefetch, client routing); external ones open in a new tab. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !isFilePath(href.split(/[?#]/)[0])) {
    const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
    return (
      <Link to={href} {...linkProps}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
