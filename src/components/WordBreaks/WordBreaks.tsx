import * as React from 'react';
import { breakParts, type BreakKind } from '../../lib/word-breaks/break-points';

/**
 * `text` with <wbr> where it may wrap on a narrow screen (src/lib/word-breaks): between the parts of a
 * code name, or between the humps of a long CamelCase word in a title ("SplitChunks|Plugin").
 */
export function WordBreaks({ text, at }: { readonly text: string; readonly at: BreakKind }) {
  return (
    <>
      {breakParts(text, at).map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </>
  );
}
