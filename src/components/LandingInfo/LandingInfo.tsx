import * as React from 'react';
import { BundleDiagram } from '../BundleDiagram';
import { SmartLink } from '../SmartLink';
import * as styles from './LandingInfo.module.css';

const SOURCES = [
  {
    file: 'src/index.js',
    code: `import { greet } from './greeting.js';

document.body.append(greet('webpack'));`,
  },
  {
    file: 'src/greeting.js',
    code: `export function greet(name) {
  return \`Hello, \${name}!\`;
}`,
  },
] as const;

const CONFIG = `const path = require('node:path');

module.exports = {
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'main.js',
  },
};`;

function Snippet({ file, code }: { readonly file: string; readonly code: string }) {
  return (
    <figure className={styles.snippet}>
      <figcaption className={styles.file}>{file}</figcaption>
      <pre className={styles.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The dark section of the landing page: write modules, bundle them, and a drawing of what happens. */
export function LandingInfo() {
  return (
    <section className={styles.info} aria-labelledby="landing-info-title">
      <div className={styles.inner}>
        <h2 id="landing-info-title" className={styles.title}>
          From modules to static assets
        </h2>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.step}>Write your code</h3>
            <p>Split your application into modules that import what they need, the way you would anyway.</p>
            {SOURCES.map((source) => (
              <Snippet key={source.file} file={source.file} code={source.code} />
            ))}
          </div>
          <div>
            <h3 className={styles.step}>Bundle it</h3>
            <p>
              Run <code>npx webpack</code>. Without a configuration file it starts at <code>src/index.js</code> and writes <code>dist/main.js</code>. When you
              want something else, describe it in <code>webpack.config.js</code>:
            </p>
            <Snippet file="webpack.config.js" code={CONFIG} />
            <p>
              <SmartLink href="/guides/getting-started/" className={styles.more}>
                Follow the Getting Started guide
              </SmartLink>
            </p>
          </div>
        </div>
        <BundleDiagram />
      </div>
    </section>
  );
}
