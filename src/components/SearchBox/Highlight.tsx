import * as React from 'react';
import type { Highlighted } from '../../lib/search/hit';

/** Text with the query's matches in <mark>; segments are text, never HTML. */
export function Highlight({ text }: { readonly text: Highlighted }) {
  return (
    <>
      {text.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
      )}
    </>
  );
}
