import { Component, type ReactNode } from "react";

interface Props {
  /** Renders the failure; `reset` tries the preview again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** A failing preview (a bad file, a chunk that did not load) never blanks the dataset page. */
export class PreviewErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
