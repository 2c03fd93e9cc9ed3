import { Link } from 'gatsby';
import * as React from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { Cube } from '../Cube';
import { TextRotator } from '../TextRotator';
import * as styles from './Splash.module.css';

export const SPLASH_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
export const SPLASH_ROTATION_DELAY = 5000;
export const SPLASH_ROTATION_REPEAT = 5000;
export const SPLASH_CUBE_DEPTH = 120;

/** The landing page's opening: "bundle your …" with the rotating word, and the turning cube. */
export function Splash() {
  const reducedMotion = usePrefersReducedMotion();
  // The reader's own choice wins; until they make one, reduced motion means a still splash.
  const [choice, setChoice] = React.useState<'play' | 'pause' | null>(null);
  const paused = choice === null ? reducedMotion : choice === 'pause';
  return (
    <section className={styles.splash} aria-labelledby="splash-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 id="splash-title" className={styles.title}>
            <span className="visually-hidden">
              bundle your {SPLASH_WORDS.slice(0, -1).join(', ')} and {SPLASH_WORDS[SPLASH_WORDS.length - 1]}
            </span>
            <span aria-hidden="true">
              bundle your{' '}
              <span className={styles.word}>
                <TextRotator words={SPLASH_WORDS} delay={SPLASH_ROTATION_DELAY} repeatDelay={SPLASH_ROTATION_REPEAT} paused={paused} />
              </span>
            </span>
          </h1>
          <p className={styles.lead}>
            webpack takes the modules of your application, follows every import between them and emits a few optimized files a browser or Node.js can load.
          </p>
          <div className={styles.actions}>
            <Link to="/guides/getting-started/" className={styles.primary}>
              Get started
            </Link>
            <Link to="/concepts/" className={styles.secondary}>
              Read the concepts
            </Link>
          </div>
        </div>
        <div className={styles.visual}>
          <Cube depth={SPLASH_CUBE_DEPTH} paused={paused} />
        </div>
      </div>
      <button type="button" className={styles.motion} onClick={() => setChoice(paused ? 'play' : 'pause')}>
        {paused ? 'Play animation' : 'Pause animation'}
      </button>
    </section>
  );
}
