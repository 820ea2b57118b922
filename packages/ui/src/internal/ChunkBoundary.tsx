import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` when a lazy chunk below fails to load (offline, a deploy replaced it), so the
 * widget can offer a retry instead of the page's error screen.
 */
export class ChunkBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
