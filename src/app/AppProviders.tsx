import { type ReactNode, useState } from 'react';
import { FluentProvider, RendererProvider, createDOMRenderer } from '@fluentui/react-components';
import { cspNonce } from '../lib/cspNonce';
import { AppToaster } from './AppToaster';
import { useCopyGuard } from './copyGuard';
import { darobanTheme } from './theme';
import './fonts.css';
import './global.css';

/**
 * Griffel's renderer with the page's CSP nonce on every style element it (and FluentProvider's theme
 * tag) creates, so the strict policy needs no 'unsafe-inline' (issue 13). Without a nonce (dev server,
 * Storybook, tests) it is Griffel's default renderer.
 */
function createRenderer() {
  const nonce = cspNonce();
  return createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
}

/** Right-to-left Fluent with our theme and font, the one toaster and the copy guard. */
export function AppProviders({ children }: { children: ReactNode }) {
  useCopyGuard();
  const [renderer] = useState(createRenderer);
  return (
    <RendererProvider renderer={renderer} targetDocument={document}>
      <FluentProvider dir="rtl" theme={darobanTheme} style={{ minHeight: '100vh', background: 'transparent' }}>
        <AppToaster />
        {children}
      </FluentProvider>
    </RendererProvider>
  );
}
