import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { FluentProvider, type GriffelRenderer, RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { cspNonce } from '../lib/cspNonce';
import { notifier } from '../api/notifier';
import { installCopyGuard } from '../lib/copyGuard';
import { darobanTheme } from '../components/theme';
import './fonts.css';
import './global.css';

const renderers = new WeakMap<Document, GriffelRenderer>();

/**
 * Griffel's renderer with the page's CSP nonce on every style element it (and FluentProvider's theme
 * tag) creates, so the strict policy needs no 'unsafe-inline' (behaviour §12.4). Without a nonce (dev server,
 * Storybook, tests) it is Griffel's default renderer. One per document: a renderer inserts every rule
 * it is asked for into its own style elements, so a second one (a remount: a story, a test) would
 * add each rule to the page again.
 */
function rendererFor(target: Document): GriffelRenderer {
  let renderer = renderers.get(target);
  if (!renderer) {
    const nonce = cspNonce();
    renderer = createDOMRenderer(target, nonce ? { styleElementAttributes: { nonce } } : {});
    renderers.set(target, renderer);
  }
  return renderer;
}

const loadToaster = () => lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

/** A toaster whose code could not load (offline) renders nothing, and the page under it goes on. */
class ToasterLoadBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFailed();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toaster (and Fluent's toast, motion and focus code) loads with the first notice, not with the
 * first page: the sign-in page stays light. The notice waits in the notifier until it is on screen.
 * If its code cannot load (the pharmacist went offline before any notice), the page is not replaced by
 * an error: that notice is lost and the next one tries to load the toaster again.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component each attempt: React.lazy keeps a failed import for good.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what makes it new
  const AppToaster = useMemo(() => loadToaster(), [attempt]);
  useEffect(() => notifier.whenNeeded(() => setWanted(true)), [attempt]);
  return wanted ? (
    <ToasterLoadBoundary
      key={attempt}
      onFailed={() => {
        setWanted(false);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ToasterLoadBoundary>
  ) : null;
}

/** Right-to-left Fluent with our theme and font, the one toaster and the copy guard. */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => installCopyGuard(), []);
  const renderer = rendererFor(document);
  return (
    <RendererProvider renderer={renderer} targetDocument={document}>
      <FluentProvider dir="rtl" theme={darobanTheme} style={{ minHeight: '100vh', background: 'transparent' }}>
        <DeferredToaster />
        {children}
      </FluentProvider>
    </RendererProvider>
  );
}
