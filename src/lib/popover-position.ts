export type Side = 'top' | 'left' | 'right' | 'bottom';

export interface PopoverOptions {
  /** Gap between the anchor and the tip of the arrow. */
  readonly padding: number;
  /** Least distance between the popover and the edges of the window. */
  readonly windowPadding: number;
  /** Sides to try, in order; the first where the popover fits wins. */
  readonly positions: readonly Side[];
  readonly arrowSize: number;
}

/** The specification's popover defaults (§9); the fade of 0.35 s is in the stylesheet. */
export const POPOVER_DEFAULTS: PopoverOptions = { padding: 6, windowPadding: 6, positions: ['top', 'left', 'right', 'bottom'], arrowSize: 10 };

export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Placement {
  readonly side: Side;
  /** Top-left corner of the popover, in the same coordinates as the anchor (the viewport's). */
  readonly top: number;
  readonly left: number;
  /** Where the arrow's centre sits along the popover's edge that faces the anchor. */
  readonly arrow: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

function candidate(side: Side, anchor: Box, popover: Size, viewport: Size, options: PopoverOptions): Placement & { overflow: number } {
  const gap = options.padding + options.arrowSize;
  const inset = options.windowPadding;
  const vertical = side === 'top' || side === 'bottom';
  const centreX = anchor.left + anchor.width / 2;
  const centreY = anchor.top + anchor.height / 2;
  const top = vertical
    ? side === 'top'
      ? anchor.top - gap - popover.height
      : anchor.top + anchor.height + gap
    : clamp(centreY - popover.height / 2, inset, viewport.height - inset - popover.height);
  const left = vertical
    ? clamp(centreX - popover.width / 2, inset, viewport.width - inset - popover.width)
    : side === 'left'
      ? anchor.left - gap - popover.width
      : anchor.left + anchor.width + gap;
  const arrow = vertical
    ? clamp(centreX - left, options.arrowSize, popover.width - options.arrowSize)
    : clamp(centreY - top, options.arrowSize, popover.height - options.arrowSize);
  // How far the popover would stick out of the window (less its padding) on any edge.
  const overflow =
    Math.max(0, inset - top) +
    Math.max(0, top + popover.height - (viewport.height - inset)) +
    Math.max(0, inset - left) +
    Math.max(0, left + popover.width - (viewport.width - inset));
  return { side, top, left, arrow, overflow };
}

/**
 * Places a popover beside its anchor on the first side, in the order given, where it fits inside the
 * window; where it fits nowhere, on the side where least of it sticks out.
 */
export function placePopover(anchor: Box, popover: Size, viewport: Size, options: PopoverOptions = POPOVER_DEFAULTS): Placement {
  const candidates = options.positions.map((side) => candidate(side, anchor, popover, viewport, options));
  const best = candidates.reduce((chosen, next) => (next.overflow < chosen.overflow ? next : chosen));
  const { side, top, left, arrow } = best;
  return { side, top, left, arrow };
}
