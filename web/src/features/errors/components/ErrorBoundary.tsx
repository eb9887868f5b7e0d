import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** When any of these change (for example the path), a shown error is cleared. */
  resetKeys?: unknown[];
};

type ErrorBoundaryState = { error: Error | null; resetKeys: unknown[] };

/** Crash boundary (SPEC §4): ok or error; reset returns to ok. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    const changed = keys.length !== state.resetKeys.length || keys.some((key, i) => !Object.is(key, state.resetKeys[i]));
    if (!changed) return null;
    return { resetKeys: keys, error: null };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
