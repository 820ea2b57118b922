import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useState,
} from 'react';

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

/**
 * A lazy component that can be loaded again. React keeps a rejected import for good, so a retry
 * makes a new lazy component; `attempt` is the key that gives the ChunkBoundary above it a fresh
 * start.
 */
export function useRetryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Part: LazyExoticComponent<ComponentType<P>>; attempt: number; retry: () => void } {
  const [state, setState] = useState(() => ({ Part: lazy(load), attempt: 0 }));
  const retry = () => setState(({ attempt }) => ({ Part: lazy(load), attempt: attempt + 1 }));
  return { ...state, retry };
}
