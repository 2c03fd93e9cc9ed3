import * as React from 'react';
import * as styles from './BundleDiagram.module.css';

interface Box {
  readonly label: string;
  readonly x: number;
  readonly y: number;
}

const BOX_WIDTH = 116;
const BOX_HEIGHT = 36;

// Source modules and the dependencies between them (what each one imports or references).
const MODULES: Record<string, Box> = {
  index: { label: 'index.js', x: 16, y: 142 },
  greeting: { label: 'greeting.js', x: 168, y: 62 },
  styles: { label: 'styles.css', x: 168, y: 142 },
  data: { label: 'names.json', x: 168, y: 222 },
  logo: { label: 'logo.png', x: 320, y: 142 },
};
const DEPENDENCIES: readonly (readonly [string, string])[] = [
  ['index', 'greeting'],
  ['index', 'styles'],
  ['index', 'data'],
  ['styles', 'logo'],
];
// Modules that are not imported by another module feed into webpack on the way to the output.
const LEAVES = ['greeting', 'data', 'logo'] as const;
const ASSETS: readonly Box[] = [
  { label: 'main.js', x: 664, y: 82 },
  { label: 'main.css', x: 664, y: 142 },
  { label: 'logo.png', x: 664, y: 202 },
];
const BUNDLER = { x: 484, y: 121, width: 120, height: 78 };

const centreY = (box: Box) => box.y + BOX_HEIGHT / 2;

function ModuleBox({ box, className }: { readonly box: Box; readonly className: string }) {
  return (
    <g>
      <rect x={box.x} y={box.y} width={BOX_WIDTH} height={BOX_HEIGHT} rx="6" className={className} />
      <text x={box.x + BOX_WIDTH / 2} y={centreY(box) + 5} className={styles.label}>
        {box.label}
      </text>
    </g>
  );
}

/** Modules with dependencies on the left, webpack in the middle, the static assets it emits on the right. */
export function BundleDiagram() {
  const bundlerMiddle = BUNDLER.y + BUNDLER.height / 2;
  const gatherX = 460;
  return (
    // On phones the drawing keeps a readable size and scrolls sideways; focusable so keyboards can scroll it.
    <div className={styles.frame} role="region" aria-label="Bundling diagram" tabIndex={0}>
      <svg className={styles.diagram} viewBox="0 0 800 300" role="img" aria-labelledby="bundle-diagram-title bundle-diagram-desc">
        <title id="bundle-diagram-title">From modules to static assets</title>
        <desc id="bundle-diagram-desc">
          index.js imports greeting.js, styles.css and names.json, and styles.css references logo.png. webpack follows these dependencies and emits main.js,
          main.css and logo.png.
        </desc>
        <defs>
          <marker id="bundle-diagram-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10z" className={styles.arrowHead} />
          </marker>
        </defs>
        <text x="226" y="30" className={styles.heading}>
          modules with dependencies
        </text>
        <text x="722" y="62" className={styles.heading}>
          static assets
        </text>
        {DEPENDENCIES.map(([from, to]) => {
          const a = MODULES[from];
          const b = MODULES[to];
          const startX = a.x + BOX_WIDTH;
          const endX = b.x - 2;
          const midX = (startX + endX) / 2;
          return (
            <path
              key={`${from}-${to}`}
              d={`M${startX} ${centreY(a)} C${midX} ${centreY(a)} ${midX} ${centreY(b)} ${endX} ${centreY(b)}`}
              className={styles.edge}
              markerEnd="url(#bundle-diagram-arrow)"
            />
          );
        })}
        {Object.entries(MODULES).map(([key, box]) => (
          <ModuleBox key={key} box={box} className={key === 'index' ? styles.entryBox : styles.sourceBox} />
        ))}
        <text x={MODULES.index.x + BOX_WIDTH / 2} y={MODULES.index.y - 10} className={styles.note}>
          entry point
        </text>
        {LEAVES.map((key) => (
          <path key={key} d={`M${MODULES[key].x + BOX_WIDTH} ${centreY(MODULES[key])} H${gatherX} V${bundlerMiddle}`} className={styles.feed} />
        ))}
        <path d={`M${gatherX} ${bundlerMiddle} H${BUNDLER.x - 2}`} className={styles.flow} markerEnd="url(#bundle-diagram-arrow)" />
        <rect x={BUNDLER.x} y={BUNDLER.y} width={BUNDLER.width} height={BUNDLER.height} rx="10" className={styles.bundler} />
        <text x={BUNDLER.x + BUNDLER.width / 2} y={bundlerMiddle + 7} className={styles.bundlerLabel}>
          webpack
        </text>
        {ASSETS.map((asset) => (
          <path
            key={`flow-${asset.label}`}
            d={`M${BUNDLER.x + BUNDLER.width} ${bundlerMiddle} C634 ${bundlerMiddle} 634 ${centreY(asset)} ${asset.x - 2} ${centreY(asset)}`}
            className={styles.flow}
            markerEnd="url(#bundle-diagram-arrow)"
          />
        ))}
        {ASSETS.map((asset) => (
          <ModuleBox key={asset.label} box={asset} className={styles.assetBox} />
        ))}
      </svg>
    </div>
  );
}
