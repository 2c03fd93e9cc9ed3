/** A ledger sentence cut at its backticks: `output.allowOutside` is shown as code, the rest as text. */
export function codeSpans(text: string): { readonly code: boolean; readonly text: string }[] {
  return text
    .split('`')
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((part) => part.text !== '');
}
