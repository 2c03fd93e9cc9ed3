import * as React from 'react';

interface State {
  readonly failed: boolean;
}

/**
 * An island that adds comforts to served content (popovers, buttons): when it throws or its chunk does not
 * load, it renders nothing and the rest of the page stays. Without a boundary, React would remove the whole
 * page from the screen.
 */
export class IslandBoundary extends React.Component<{ readonly name: string; readonly children: React.ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error(`${this.props.name} could not start; the page works without it.`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
