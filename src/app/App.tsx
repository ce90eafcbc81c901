import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}
