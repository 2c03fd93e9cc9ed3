/**
 * @jest-environment node
 *
 * Gatsby's `window.pagePath` script, made one script for every page (src/lib/page-path-script.ts, gatsby-ssr.tsx):
 * the site's policy then allows it by one hash, and the global is the same as Gatsby's.
 */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML } from '../../gatsby-ssr';
import { PAGE_PATH_SCRIPT } from '../../src/lib/page-path-script';

/** Gatsby's post-body scripts for a page as static-entry.js makes them, through the site's onPreRenderHTML. */
function renderedPostBody(pagePath: string, loaderHtml = `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`): string {
  let postBody: React.ReactNode[] = [
    <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: loaderHtml }} />,
    <script key="chunk-mapping" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: 'window.___chunkMapping="{}";' }} />,
  ];
  onPreRenderHTML?.(
    {
      getHeadComponents: () => [],
      replaceHeadComponents: () => undefined,
      getPreBodyComponents: () => [],
      replacePreBodyComponents: () => undefined,
      getPostBodyComponents: () => postBody,
      replacePostBodyComponents: (components: React.ReactNode[]) => {
        postBody = components;
      },
      pathname: pagePath,
      pathPrefix: '',
    } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0],
    { plugins: [] },
  );
  return renderToStaticMarkup(<>{postBody}</>);
}

const scriptText = (html: string) => /<script id="gatsby-script-loader"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];

it('writes the same script on every page, the path in an attribute, and leaves the other scripts alone', () => {
  const concepts = renderedPostBody('/concepts/');
  const guide = renderedPostBody('/guides/getting-started/');
  expect(concepts).toContain('<script id="gatsby-script-loader" data-page-path="/concepts/">');
  expect(guide).toContain('data-page-path="/guides/getting-started/"');
  expect(scriptText(concepts)).toBe(scriptText(guide));
  expect(concepts).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>');
});

it('sets window.pagePath as Gatsby did, from the running script', () => {
  const window: { pagePath?: string } = {};
  const document = { currentScript: { getAttribute: (name: string) => (name === 'data-page-path' ? '/concepts/' : null) } };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's inline script against a fake document
  new Function('window', 'document', PAGE_PATH_SCRIPT)(window, document);
  expect(window.pagePath).toBe('/concepts/');
});

it('leaves a script that holds more than the path as Gatsby wrote it (the build check then names its pages)', () => {
  const inline = '/*<![CDATA[*/window.pagePath="/concepts/";window.pageData={};/*]]>*/';
  expect(scriptText(renderedPostBody('/concepts/', inline))).toBe(inline);
});
