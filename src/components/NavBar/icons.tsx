import * as React from 'react';

const iconProps = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function GitHubIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.27 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5z" />
    </svg>
  );
}

export function SocialIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M17.75 2h3.07l-6.7 7.66L22 22h-6.17l-4.83-6.32L5.47 22H2.4l7.17-8.2L2 2h6.33l4.36 5.77zm-1.08 18.2h1.7L7.4 3.7H5.58z" />
    </svg>
  );
}

export function QuestionsIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M18 21v-6h2v8H3v-8h2v6zM7 17h9v2H7zm.2-3.2 8.8 1.8.4-2-8.8-1.8zm1.2-4.4 8.1 3.8.9-1.9-8.1-3.8zm2.3-4.1 6.9 5.8 1.3-1.6-6.9-5.8zM15.1.8l-1.6 1.2 5.3 7.2 1.6-1.2z" />
    </svg>
  );
}
