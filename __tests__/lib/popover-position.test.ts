import { placePopover, POPOVER_DEFAULTS } from '../../src/lib/popover-position';

const viewport = { width: 1000, height: 800 };
const popover = { width: 300, height: 200 };
const anchor = (left: number, top: number) => ({ left, top, width: 60, height: 20 });

describe('placePopover', () => {
  it('uses the specification defaults', () => {
    expect(POPOVER_DEFAULTS).toEqual({ padding: 6, windowPadding: 6, positions: ['top', 'left', 'right', 'bottom'], arrowSize: 10 });
  });

  it('goes above the anchor when it fits, centred, the arrow tip 6 px from the anchor', () => {
    expect(placePopover(anchor(470, 400), popover, viewport)).toEqual({ side: 'top', top: 400 - 16 - 200, left: 350, arrow: 150 });
  });

  it('tries left, then right, then below, in that order', () => {
    expect(placePopover(anchor(470, 100), popover, viewport).side).toBe('left');
    expect(placePopover(anchor(100, 100), popover, viewport).side).toBe('right');
    expect(placePopover(anchor(300, 100), { width: 700, height: 200 }, viewport).side).toBe('bottom');
  });

  it('keeps 6 px from the window edges and points the arrow at the anchor', () => {
    const placement = placePopover(anchor(0, 400), popover, viewport, { ...POPOVER_DEFAULTS, positions: ['top'] });
    expect(placement.left).toBe(6);
    expect(placement.arrow).toBe(30 - 6);
  });

  it('keeps the arrow on the popover when the anchor is past its end', () => {
    expect(placePopover({ left: 995, top: 400, width: 4, height: 20 }, popover, viewport).arrow).toBe(popover.width - 10);
  });

  it('where nothing fits, picks the side that sticks out least', () => {
    const tall = { width: 300, height: 700 };
    expect(placePopover(anchor(470, 500), tall, viewport).side).toBe('left');
    expect(placePopover(anchor(20, 60), { width: 980, height: 700 }, viewport).side).toBe('bottom');
  });
});
