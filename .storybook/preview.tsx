import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { tokenStore } from '../src/api/tokens';
import { AppProviders } from '../src/app/AppProviders';
import { SessionProvider } from '../src/components/session';
import { gateSnapshots, type AppStoryParameters } from '../stories/app/gate-snapshots';

/** Every story gets the app's providers: RTL Fluent theme, Vazirmatn, toaster, gate, router. */
const withApp: Decorator = (Story, context) => {
  const { route = '/', gate = gateSnapshots.signedIn, signedIn } = context.parameters as AppStoryParameters;
  if (signedIn === true) tokenStore.save({ accessToken: 'story-access', refreshToken: 'story-refresh' });
  if (signedIn === false) tokenStore.clear();
  return (
    <AppProviders>
      <SessionProvider key={context.id} snapshot={gate} hasToken={gate.context.hasToken}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </SessionProvider>
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
