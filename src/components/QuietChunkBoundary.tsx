import { Component, Fragment, type ReactNode } from 'react';
import { reportClientError } from '../api/clientErrors';
import { retryFailedChunks } from './lazyPage';

/**
 * Around a lazily loaded piece the page can do without (the device copy's notice and corner): when
 * its chunk does not load (the network went away before it came) it renders nothing instead of taking
 * the frame and the screen down, and tries again once the browser is back online. A failure while
 * online (a deploy replaced the files) is reported (`reportClientError`).
 */
export class QuietChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (navigator.onLine) reportClientError(error, 'chunk', `${window.location.pathname}${window.location.search}`);
  }

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private retry = () => {
    if (!this.state.failed) return;
    retryFailedChunks();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  render() {
    return this.state.failed ? null : <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
