import { Component, type ReactNode } from "react";
import { reloadForChunk, retryTarget } from "./chunk-reload";
import { reportError } from "./report-error";

interface ErrorBoundaryProps {
  /** What to show instead of the broken part, with a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches render errors. A chunk that failed to load reloads the page once (`reloaded=1`); after
 * that, or for any other error, the visitor sees the fallback instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (!reloadForChunk(error)) reportError(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => window.location.assign(retryTarget(window.location.href)));
  }
}
