import type { GatsbySSR } from 'gatsby';
import * as React from 'react';
import { notificationHeadScript } from './src/lib/notification';

export { wrapPageElement } from './src/wrap-page-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<script key="notification-state" dangerouslySetInnerHTML={{ __html: notificationHeadScript }} />]);
};
