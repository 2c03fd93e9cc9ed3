import { Link, type HeadProps } from 'gatsby';
import * as React from 'react';
import { LandingInfo } from '../components/LandingInfo';
import { PageHead } from '../components/PageHead';
import { Splash } from '../components/Splash';
import { StaticSubtree } from '../components/StaticContent';
import { Support } from '../components/Support';
import * as styles from './index.module.css';

const ENTRY_POINTS = [
  {
    url: '/concepts/',
    title: 'Concepts',
    text: 'Entry points, output, loaders, plugins and the dependency graph: the ideas every configuration is built from.',
  },
  {
    url: '/guides/getting-started/',
    title: 'Getting Started',
    text: 'Install webpack, bundle a first project and grow it step by step into a production build.',
  },
  { url: '/configuration/', title: 'Configuration', text: 'Every option webpack accepts, with its type, its default in each mode and its command-line flag.' },
  { url: '/api/', title: 'API', text: 'The command line, the Node.js API, loader and plugin interfaces and the hooks of the compiler.' },
  { url: '/loaders/', title: 'Loaders', text: 'Transform CSS, TypeScript, images and more into modules webpack can bundle.' },
  { url: '/plugins/', title: 'Plugins', text: 'Extract CSS, minify, generate HTML and shape the output of a build.' },
] as const;

export default function HomePage() {
  return (
    <main id="main-content" tabIndex={-1} className={styles.main}>
      <Splash />
      {/* Links, text, code and a drawing: kept as served, not hydrated (its links still navigate without a reload). */}
      <StaticSubtree>
        <section aria-labelledby="explore" className={styles.cards}>
          <h2 id="explore" className="visually-hidden">
            Explore the documentation
          </h2>
          <ul>
            {ENTRY_POINTS.map((entry) => (
              <li key={entry.url}>
                <Link to={entry.url}>
                  <span className={styles.cardTitle}>{entry.title}</span>
                  <span className={styles.cardText}>{entry.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <LandingInfo />
      </StaticSubtree>
      <Support />
    </main>
  );
}

export function Head({ location }: HeadProps) {
  return <PageHead pathname={location.pathname} />;
}
