import * as React from 'react';

export const CONTENT_ERROR = 'Error loading content.';

interface State {
  readonly failed: boolean;
}

/** Content that throws while rendering (or whose lazy module fails) shows the spec's message, not a blank page. */
export class ContentBoundary extends React.Component<{ readonly children: React.ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error(CONTENT_ERROR, error);
  }

  render() {
    if (this.state.failed) return <p role="alert">{CONTENT_ERROR}</p>;
    return this.props.children;
  }
}
