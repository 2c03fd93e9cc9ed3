/** Touch gestures of the mobile sidebar: thresholds from the spec, as pure functions of two points. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A swipe must move further than this sideways. */
export const SWIPE_MIN_DISTANCE = 20;
/** Dragging the edge handle moves the closed panel along, but always less than this. */
export const OPENER_DRAG_LIMIT = 295;
/** A swipe counts only when it is mostly sideways: |dy| / |dx| below this. */
export const SWIPE_MAX_RATIO = 0.8;

export type SwipeDirection = 'left' | 'right';

export function swipeDirection(start: Point, end: Point): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_MIN_DISTANCE) return null;
  if (Math.abs(dy) / Math.abs(dx) >= SWIPE_MAX_RATIO) return null;
  return dx > 0 ? 'right' : 'left';
}

/** How far the panel follows a finger that drags the edge handle to the right. */
export function openerDragOffset(start: Point, current: Point): number {
  return Math.min(Math.max(current.x - start.x, 0), OPENER_DRAG_LIMIT - 1);
}
