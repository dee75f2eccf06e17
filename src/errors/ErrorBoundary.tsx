import { Component, type ReactNode } from "react";
import { reloadForChunk, retryTarget } from "./chunk-reload";
import { reportError } from "./report-error";

interface ErrorBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** A chunk that failed to load reloads the page once; after that the fallback replaces a blank page. */
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
