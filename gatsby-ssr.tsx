import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import { earlyErrorsHeadScript } from './src/lib/chunk-errors';
import { notificationHeadScript } from './src/lib/notification';
import { earlyTapsHeadScript } from './src/lib/early-taps';
import { fragmentJumpHeadScript } from './src/lib/fragment-jump';
import { isGatsbyPagePathScript, PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT } from './src/lib/page-path-script';
import { themeHeadScript } from './src/lib/theme';

export { wrapPageElement } from './src/wrap-page-element';

const AUTOLINK_SCROLL_SCRIPT_KEY = 'gatsby-remark-autolink-headers-script';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // First in <head>: records scripts and stylesheets that fail before the app's own recovery code runs.
    <script key="early-errors" dangerouslySetInnerHTML={{ __html: earlyErrorsHeadScript }} />,
    <script key="notification-state" dangerouslySetInnerHTML={{ __html: notificationHeadScript }} />,
    // Sets data-theme on <html> before the first paint: no flash of the wrong theme.
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeHeadScript }} />,
    // Taps on the top bar's controls before it hydrates: the theme changes at once, the menus open once React listens.
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsHeadScript }} />,
    // Lays out what is skipped off screen when the page opens at or jumps to a #fragment (src/lib/fragment-jump.ts).
    <script key="fragment-jump" dangerouslySetInnerHTML={{ __html: fragmentJumpHeadScript }} />,
  ]);
};

const GATSBY_PAGE_PATH_SCRIPT_KEY = 'script-loader';

/** Gatsby's `window.pagePath` script, as one script for every page with the path in an attribute (page-path-script.ts). */
function sharedPagePathScript(component: React.ReactNode, pagePath: string): React.ReactNode {
  if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: unknown } }>(component) || component.key !== GATSBY_PAGE_PATH_SCRIPT_KEY)
    return component;
  const html = component.props.dangerouslySetInnerHTML?.__html;
  if (typeof html !== 'string' || !isGatsbyPagePathScript(html, pagePath)) return component;
  return (
    <script
      key={GATSBY_PAGE_PATH_SCRIPT_KEY}
      id={component.props.id}
      {...{ [PAGE_PATH_ATTRIBUTE]: pagePath }}
      dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
    />
  );
}

/**
 * gatsby-remark-autolink-headers adds a script that scrolls to a #fragment's target once the document has loaded,
 * ignoring the room the sticky header takes (it put the target under the header until the app started) and
 * whatever the reader had scrolled since. The browser lands on the target by itself, below the header
 * (scroll-margin-top in global.css). Gatsby's page path script becomes one for all pages.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !React.isValidElement(component) || component.key !== AUTOLINK_SCROLL_SCRIPT_KEY));
  replacePostBodyComponents(getPostBodyComponents().map((component) => sharedPagePathScript(component, pathname)));
};
