import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../src/features/catalog/DetailStatus';
import {
  canZoomIn,
  canZoomOut,
  initialPhotoTransform,
  MAX_SCALE,
  photoTransformCss,
  photoTransformReducer,
  type PhotoAction,
  type PhotoTransform,
} from '../../src/features/catalog/PhotoTransform';
import { currentEntry, formatCurrentPrice, priceApplicationDate, pricePoints } from '../../src/features/catalog/PriceHistory';

const apply = (actions: PhotoAction[], from: PhotoTransform = initialPhotoTransform) => actions.reduce(photoTransformReducer, from);
const times = (n: number, action: PhotoAction) => Array.from({ length: n }, () => action);

describe('photo preview transform', () => {
  it('zooms in by steps of 0.5', () => {
    expect(apply([{ type: 'zoomIn' }]).scale).toBe(1.5);
    expect(apply(times(3, { type: 'zoomIn' })).scale).toBe(2.5);
  });

  it('never zooms out below scale 1', () => {
    const state = apply([{ type: 'zoomIn' }, ...times(5, { type: 'zoomOut' })]);
    expect(state.scale).toBe(1);
    expect(canZoomOut(state)).toBe(false);
    expect(canZoomOut(apply([{ type: 'zoomIn' }]))).toBe(true);
  });

  it('never zooms in above scale 50, reached after 98 steps', () => {
    expect(apply(times(97, { type: 'zoomIn' })).scale).toBe(49.5);
    const top = apply(times(98, { type: 'zoomIn' }));
    expect(top.scale).toBe(MAX_SCALE);
    expect(canZoomIn(top)).toBe(false);
    expect(apply(times(120, { type: 'zoomIn' })).scale).toBe(50);
  });

  it('rotates by quarter turns and wraps within 0..359 degrees both ways', () => {
    expect(apply([{ type: 'rotateRight' }]).rotation).toBe(90);
    expect(apply([{ type: 'rotateLeft' }]).rotation).toBe(270);
    expect(apply(times(4, { type: 'rotateRight' })).rotation).toBe(0);
    expect(apply(times(5, { type: 'rotateLeft' })).rotation).toBe(270);
  });

  it('flips toggle and reset restores scale 1, no rotation, no flips', () => {
    const state = apply([{ type: 'flipHorizontal' }, { type: 'flipVertical' }, { type: 'zoomIn' }, { type: 'rotateRight' }]);
    expect(state).toEqual({ scale: 1.5, rotation: 90, flipX: true, flipY: true });
    expect(apply([{ type: 'flipHorizontal' }], state).flipX).toBe(false);
    expect(apply([{ type: 'reset' }], state)).toEqual(initialPhotoTransform);
  });

  it('writes the transform as CSS with flips as negative scales', () => {
    expect(photoTransformCss(initialPhotoTransform)).toBe('scale(1, 1) rotate(0deg)');
    expect(photoTransformCss({ scale: 2, rotation: 270, flipX: true, flipY: false })).toBe('scale(-2, 2) rotate(270deg)');
  });
});

describe('price formatting', () => {
  const history = [
    { price: 900000, insert_date: '2025-03-01T08:00:00.000Z' },
    { price: 1250000, insert_date: '2025-09-22T08:00:00.000Z' },
  ];

  it('takes the last entry as the current price, in rial with Persian digits and separators', () => {
    expect(currentEntry(history)?.price).toBe(1250000);
    expect(formatCurrentPrice(history)).toBe('۱٬۲۵۰٬۰۰۰ ریال');
  });

  it('shows a dash for an empty or missing history', () => {
    expect(formatCurrentPrice([])).toBe('-');
    expect(formatCurrentPrice(undefined)).toBe('-');
    expect(currentEntry([])).toBeNull();
  });

  it('dates the price by the later current entry of the without- and with-value unit lists, in the Persian calendar', () => {
    // 2025-09-22 is 31 Shahrivar 1404; 2025-10-23 is 1 Aban 1404.
    expect(priceApplicationDate({ price_O: history, price_OA: [] })).toBe('۱۴۰۴/۰۶/۳۱');
    expect(priceApplicationDate({ price_O: history, price_OA: [{ price: 1, insert_date: '2025-10-23T08:00:00.000Z' }] })).toBe(
      '۱۴۰۴/۰۸/۰۱',
    );
    expect(priceApplicationDate({ price_O: [], price_OA: [] })).toBe('-');
  });

  it('orders chart points by date with Persian labels for dates and prices', () => {
    const points = pricePoints([history[1], history[0]]);
    expect(points.map((p) => p.price)).toEqual([900000, 1250000]);
    expect(points.map((p) => p.dateLabel)).toEqual(['۱۴۰۳/۱۲/۱۱', '۱۴۰۴/۰۶/۳۱']);
    expect(points[1].priceLabel).toBe('۱٬۲۵۰٬۰۰۰ ریال');
  });
});

describe('category B status labels', () => {
  it.each([
    ['active', 'فعال'],
    ['in-active', 'غیرفعال'],
    ['awaiting', 'در انتظار تأیید'],
    ['edit', 'ویرایش'],
  ])('shows %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each([['deleted'], [''], [null], [undefined], ['toString'], ['Active']])('shows any other value (%s) as a dash', (status) => {
    expect(statusLabel(status)).toBe('-');
  });
});
