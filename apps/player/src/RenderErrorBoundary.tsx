import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode; resetKey: unknown };
type State = { hasFailed: boolean; resetKey: unknown };

/**
 * Shows the fallback instead of a blank frame when a page cannot render (a half-edited working copy in
 * the preview), and tries again as soon as resetKey changes (the builder sent a new document).
 */
export class RenderErrorBoundary extends Component<Props, State> {
  state: State = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasFailed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { hasFailed: true };
  }

  render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
