import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { AppToaster } from './AppToaster';
import { useCopyGuard } from './copyGuard';
import { darobanTheme } from './theme';
import './fonts.css';
import './global.css';

/** Right-to-left Fluent with our theme and font, the one toaster and the copy guard. */
export function AppProviders({ children }: { children: ReactNode }) {
  useCopyGuard();
  return (
    <FluentProvider dir="rtl" theme={darobanTheme} style={{ minHeight: '100vh', background: 'transparent' }}>
      <AppToaster />
      {children}
    </FluentProvider>
  );
}
