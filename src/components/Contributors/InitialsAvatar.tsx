import * as React from 'react';
import { initialsAvatar } from '../../lib/git-history/initials-avatar';

/** Drawn in the page for someone without a known GitHub account: no request to any avatar service. Decorative: the name is shown beside it. */
export function InitialsAvatar({ name, size, className }: { readonly name: string; readonly size: number; readonly className?: string }) {
  const { initials, background } = initialsAvatar(name);
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className} data-initials={initials}>
      <circle cx="50" cy="50" r="50" fill={background} />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fill="#ffffff" fontSize="38" fontWeight="600" fontFamily="inherit">
        {initials}
      </text>
    </svg>
  );
}
