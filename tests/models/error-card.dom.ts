import { screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';

/** Selectors of the error card (a route's, or a lazily loaded part's dialog) for jsdom tests. */
export const errorCardDom = {
  query: () => screen.queryByTestId('error-card'),
  card: () => screen.getByTestId('error-card'),
  retry: () => within(screen.getByTestId('error-card')).getByRole('button', { name: fa.crash.retry }),
  back: () => within(screen.getByTestId('error-card')).getByRole('button', { name: fa.crash.back }),
  close: () => within(screen.getByTestId('error-card')).getByRole('button', { name: fa.crash.close }),
  /** React Router's developer page ("Unexpected Application Error!"). */
  developerPage: () => screen.queryByText(/Unexpected Application Error/),
};
