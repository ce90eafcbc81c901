import { type ReactNode, useEffect } from 'react';
import { FluentProvider, type GriffelRenderer, RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { cspNonce } from '../lib/cspNonce';
import { installCopyGuard } from '../lib/copyGuard';
import { darobanTheme } from '../components/theme';
import { AppToaster } from './AppToaster';
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

/** Right-to-left Fluent with our theme and font, the one toaster and the copy guard. */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => installCopyGuard(), []);
  const renderer = rendererFor(document);
  return (
    <RendererProvider renderer={renderer} targetDocument={document}>
      <FluentProvider dir="rtl" theme={darobanTheme} style={{ minHeight: '100vh', background: 'transparent' }}>
        <AppToaster />
        {children}
      </FluentProvider>
    </RendererProvider>
  );
}
