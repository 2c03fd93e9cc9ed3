import * as React from 'react';

interface State {
  readonly failed: boolean;
}

interface Props {
  /** Names the island in the console error. */
  readonly name: string;
  /** What shows in its place once it has failed (nothing by default). */
  readonly fallback?: React.ReactNode;
  readonly children: React.ReactNode;
}

/**
 * An island that adds comforts to served content (popovers, buttons): when it throws or its chunk does not
 * load, it renders its fallback (nothing by default) and the rest of the page stays. Without a boundary,
 * React would remove the whole page from the screen.
 */
export class IslandBoundary extends React.Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    console.error(`${this.props.name} could not start; the page works without it.`, error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
