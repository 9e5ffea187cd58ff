import { Component, StrictMode, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryState {
  failed: boolean;
}

/** Last-resort boundary for errors outside the router (route errors have their own page). */
class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: '2rem', textAlign: 'center' }}>
        <h1>Something went wrong</h1>
        <p>Please reload the page.</p>
      </main>
    );
  }
}

/** App-wide providers. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </StrictMode>
  );
}
