/**
 * Rendering a code block's comments as markdown changes its text ([a](/b/) reads "a"): the code
 * element keeps what its author wrote in this attribute.
 */
export const SOURCE_ATTRIBUTE = 'data-source';

/** The text of a code element as written, for copying. */
export function codeSource(code: Element): string {
  return code.getAttribute(SOURCE_ATTRIBUTE) ?? code.textContent ?? '';
}
