import * as React from 'react';
import * as styles from './Cube.module.css';

export const DEFAULT_CUBE_DEPTH = 30;
export const DEFAULT_CUBE_REPEAT_DELAY = 1000;
export const CUBE_STEP_DEGREES = 90;
export const CUBE_STEPS = 4;

export interface CubeProps {
  /** Edge length of the outer cube, in px. */
  readonly depth?: number;
  /** Time between quarter turns, in ms. */
  readonly repeatDelay?: number;
  readonly paused?: boolean;
}

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

function Faces({ className }: { readonly className: string }) {
  return (
    <>
      {FACES.map((face) => (
        <span key={face} className={`${className} ${styles[face]}`} />
      ))}
    </>
  );
}

/**
 * The webpack cube: an outer cube that turns a quarter at a time (a four-step cycle) around an
 * inner cube turning the other way. Decorative, so hidden from assistive technology.
 */
export function Cube({ depth = DEFAULT_CUBE_DEPTH, repeatDelay = DEFAULT_CUBE_REPEAT_DELAY, paused = false }: CubeProps) {
  // Turns only grow, so every step rotates forward instead of spinning back after the fourth.
  const [turns, setTurns] = React.useState(0);
  React.useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(() => setTurns((current) => current + 1), repeatDelay);
    return () => window.clearInterval(timer);
  }, [paused, repeatDelay]);

  const degrees = turns * CUBE_STEP_DEGREES;
  const size = { '--cube-depth': `${depth}px` } as React.CSSProperties;
  return (
    <span className={styles.scene} style={size} aria-hidden="true" data-step={turns % CUBE_STEPS}>
      <span className={styles.outer} style={{ transform: `rotateX(-33.5deg) rotateY(${45 + degrees}deg)` }}>
        <Faces className={styles.outerFace} />
        <span className={styles.inner} style={{ transform: `rotateY(${-2 * degrees}deg)` }}>
          <Faces className={styles.innerFace} />
        </span>
      </span>
    </span>
  );
}
