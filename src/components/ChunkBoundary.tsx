import { Component, Fragment, type ReactNode } from 'react';
import { reportClientError } from '../api/clientErrors';
import { ErrorDialog } from './ErrorDialog';
import { retryFailedChunks } from './lazyPage';

interface ChunkBoundaryProps {
  /** Closes the part (the machine's close event): the screen under it stays as it was. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * Catches a failure of a lazily loaded part of a screen (its chunk did not load, or it threw while
 * rendering) and shows the error card as a dialog — try again or close — instead of taking the
 * whole screen down. The failure is reported (`reportClientError`).
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  componentDidCatch(error: unknown) {
    reportClientError(error, 'chunk', `${window.location.pathname}${window.location.search}`);
  }

  private retry = () => {
    retryFailedChunks();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  render() {
    if (this.state.error) return <ErrorDialog onRetry={this.retry} onClose={this.props.onClose} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
