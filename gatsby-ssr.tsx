import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import { earlyErrorsHeadScript } from './src/lib/chunk-errors';
import { notificationHeadScript } from './src/lib/notification';
import { earlyTapsHeadScript } from './src/lib/early-taps';
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
    // Taps on the top bar's controls before it hydrates: the theme changes at once, the menus open once React listens.
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsHeadScript }} />,
  ]);
};
