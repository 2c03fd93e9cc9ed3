import * as React from 'react';
import * as styles from './TextRotator.module.css';

export const DEFAULT_REPEAT_DELAY = 3000;
/** Fonts may still be settling right after mount; measuring a moment later gets the real line height. */
export const HEIGHT_MEASURE_DELAY = 50;

export interface TextRotatorProps {
  readonly words: readonly string[];
  /** Wait before the first change, in ms. */
  readonly delay?: number;
  /** Time between later changes, in ms. */
  readonly repeatDelay?: number;
  readonly paused?: boolean;
}

/**
 * One word at a time from a vertical reel that scrolls to the next word. Decorative: hidden from
 * assistive technology, so the surrounding text must say the same thing in words.
 */
export function TextRotator({ words, delay = 0, repeatDelay = DEFAULT_REPEAT_DELAY, paused = false }: TextRotatorProps) {
  const [index, setIndex] = React.useState(0);
  const [lineHeight, setLineHeight] = React.useState<number | null>(null);
  const started = React.useRef(false);
  const firstWord = React.useRef<HTMLSpanElement>(null);

  React.useEffect(() => {
    const measure = () => {
      const height = firstWord.current?.getBoundingClientRect().height;
      if (height) setLineHeight(height);
    };
    const timer = window.setTimeout(measure, HEIGHT_MEASURE_DELAY);
    window.addEventListener('resize', measure);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, []);

  React.useEffect(() => {
    if (paused || words.length < 2) return undefined;
    const timer = window.setTimeout(
      () => {
        started.current = true;
        setIndex((current) => (current + 1) % words.length);
      },
      started.current ? repeatDelay : delay,
    );
    return () => window.clearTimeout(timer);
  }, [paused, index, delay, repeatDelay, words.length]);

  // Until measured, a share of the reel's own height (one word is 1/n of it).
  const offset = lineHeight === null ? `${(-index * 100) / words.length}%` : `${-index * lineHeight}px`;
  return (
    <span className={styles.window} style={lineHeight === null ? undefined : { height: `${lineHeight}px` }} aria-hidden="true" data-word={words[index]}>
      <span className={styles.reel} style={{ transform: `translateY(${offset})` }}>
        {words.map((word, i) => (
          <span key={word} ref={i === 0 ? firstWord : undefined} className={styles.word}>
            {word}
          </span>
        ))}
      </span>
    </span>
  );
}
