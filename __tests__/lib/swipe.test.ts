import { OPENER_DRAG_LIMIT, openerDragOffset, SWIPE_MAX_RATIO, SWIPE_MIN_DISTANCE, swipeDirection } from '../../src/lib/swipe';

const at = (x: number, y: number) => ({ x, y });

describe('swipe gestures', () => {
  it('uses the spec thresholds', () => {
    expect([SWIPE_MIN_DISTANCE, OPENER_DRAG_LIMIT, SWIPE_MAX_RATIO]).toEqual([20, 295, 0.8]);
  });

  it('needs more than 20 px sideways', () => {
    expect(swipeDirection(at(0, 0), at(20, 0))).toBeNull();
    expect(swipeDirection(at(0, 0), at(21, 0))).toBe('right');
    expect(swipeDirection(at(100, 0), at(80, 0))).toBeNull();
    expect(swipeDirection(at(100, 0), at(79, 0))).toBe('left');
  });

  it('counts only mostly sideways moves: vertical / horizontal under 0.8', () => {
    expect(swipeDirection(at(0, 0), at(100, 79))).toBe('right');
    expect(swipeDirection(at(0, 0), at(100, 80))).toBeNull();
    expect(swipeDirection(at(0, 0), at(100, -90))).toBeNull();
    expect(swipeDirection(at(200, 0), at(100, -79))).toBe('left');
  });

  it('lets the panel follow the opener drag, never backwards and always under 295 px', () => {
    expect(openerDragOffset(at(5, 0), at(105, 40))).toBe(100);
    expect(openerDragOffset(at(5, 0), at(0, 0))).toBe(0);
    expect(openerDragOffset(at(0, 0), at(600, 0))).toBe(294);
  });
});
