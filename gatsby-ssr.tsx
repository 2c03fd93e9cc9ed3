import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import { earlyErrorsHeadScript } from './src/lib/chunk-errors';
import { notificationHeadScript } from './src/lib/notification';
import { loadScriptsAfterLoad } from './src/lib/deferred-scripts';
import { themeHeadScript } from './src/lib/theme';

export { wrapPageElement } from './src/wrap-page-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    // First in <head>: records scripts and stylesheets that fail before the app's own recovery code runs.
    <script key="early-errors" dangerouslySetInnerHTML={{ __html: earlyErrorsHeadScript }} />,
    <script key="notification-state" dangerouslySetInnerHTML={{ __html: notificationHeadScript }} />,
    // Sets data-theme on <html> before the first paint: no flash of the wrong theme.
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeHeadScript }} />,
  ]);
};

/**
 * The page's scripts are requested once it has loaded, not in parallel with it: on a slow connection they
 * no longer share bandwidth with what the first paint needs, and the largest paint never waits for them.
 * The HTML is complete and readable before any script runs; hydration follows the load.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as React.ReactElement<{ src?: string }>[];
  const deferred = components
    .filter((component) => component.type === 'script' && typeof component.props.src === 'string')
    .map((component) => component.props.src as string);
  if (!deferred.length) return;
  replacePostBodyComponents([
    ...components.filter((component) => !(component.type === 'script' && typeof component.props.src === 'string')),
    <script key="load-scripts" dangerouslySetInnerHTML={{ __html: loadScriptsAfterLoad(deferred) }} />,
  ]);
};
