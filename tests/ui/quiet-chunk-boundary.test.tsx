import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/components/lazyPage';
import { QuietChunkBoundary } from '../../src/components/QuietChunkBoundary';

describe('QuietChunkBoundary (the device copy’s notice and corner)', () => {
  it('renders nothing, with the page beside it standing, while the chunk cannot load; loads it once the browser is online', async () => {
    let loads = 0;
    const Piece = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <p>قطعه</p> };
    });
    render(
      <>
        <p>صفحه</p>
        <QuietChunkBoundary>
          <Suspense fallback={null}>
            <Piece />
          </Suspense>
        </QuietChunkBoundary>
      </>,
    );
    await act(async () => {});
    expect(loads).toBe(1);
    expect(screen.getByText('صفحه')).toBeTruthy();
    expect(screen.queryByText('قطعه')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('قطعه')).toBeTruthy();
    expect(loads).toBe(2);
    expect(screen.getByText('صفحه')).toBeTruthy();
  });
});
