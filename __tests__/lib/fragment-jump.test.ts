import { FRAGMENT_JUMP_CLASS, layOutEverythingForJump } from '../../src/lib/fragment-jump';

it('marks the document while it jumps to a fragment, and unmarks it on a page without one', () => {
  layOutEverythingForJump(document, true);
  expect(document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS)).toBe(true);
  layOutEverythingForJump(document, false);
  expect(document.documentElement.classList.contains(FRAGMENT_JUMP_CLASS)).toBe(false);
});
