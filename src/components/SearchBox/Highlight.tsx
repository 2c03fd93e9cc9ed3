import * as React from 'react';
import type { Highlighted, SearchHit } from '../../lib/search/hit';

/** Text with the query's matches in <mark>; segments are text, never HTML. */
export function Highlight({ text }: { readonly text: Highlighted }) {
  return (
    <>{text.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}</>
  );
}

/** A hit's place in the site, its levels joined by › (the box shows the section too, the results page groups by it). */
export function HitPath({ levels, className }: { readonly levels: SearchHit['levels']; readonly className: string }) {
  if (!levels.length) return null;
  return (
    <span className={className}>
      {levels.map(({ level, text }, index) => (
        <React.Fragment key={level}>
          {index > 0 && ' › '}
          <Highlight text={text} />
        </React.Fragment>
      ))}
    </span>
  );
}
