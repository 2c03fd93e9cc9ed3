import * as React from 'react';

/** The site's cube mark, drawn here; decorative next to the visible wordmark. */
export function Logo({ size = 32 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <path d="M256 40 440 146v220L256 472 72 366V146z" fill="#8dd6f9" />
      <path d="M256 40 440 146 256 252 72 146z" fill="#ffffff" />
      <path d="M256 252v220L72 366V146z" fill="#1d78c1" />
      <path d="M256 176 336 222v92l-80 46-80-46v-92z" fill="#2b3a42" opacity="0.85" />
    </svg>
  );
}
