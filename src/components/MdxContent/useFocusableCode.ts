import * as React from 'react';

/**
 * Code blocks from gatsby-remark-prismjs scroll sideways but cannot take focus, so keyboard users could not
 * scroll them: make each one a tab stop once the page is live (README blocks get it at build time).
 */
export function useFocusableCode(root: React.RefObject<HTMLElement>, key: string): void {
  React.useEffect(() => {
    root.current?.querySelectorAll<HTMLPreElement>('.gatsby-highlight > pre:not([tabindex])').forEach((pre) => {
      pre.tabIndex = 0;
    });
  }, [root, key]);
}
