import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import * as React from 'react';
import { Layout } from './components/Layout';
import './styles/global.css';
import './styles/prism.css';
import './styles/print.css';

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  // /app-shell/ is the offline plugin's empty shell: no chrome around it.
  if (props.location.pathname.startsWith('/app-shell')) return element;
  return <Layout pathname={props.location.pathname}>{element}</Layout>;
}
