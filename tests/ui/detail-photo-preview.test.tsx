import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PhotoPreview from '../../src/features/catalog/PhotoPreview';
import { faMedicine } from '../../src/i18n/fa-medicine';

// Fluent's modal may aria-hide its content on jsdom timers; controls are found by label regardless.
const control = (label: string) => screen.getByRole('button', { name: label, hidden: true });
const image = () => screen.getByTestId('preview-image');

function renderPreview() {
  const closes: number[] = [];
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <PhotoPreview src="/api/medicine/v1/photo/x.svg" alt="تصویر دارو" onClose={() => closes.push(1)} />
    </FluentProvider>,
  );
  return closes;
}

describe('photo preview', () => {
  it('offers every control as a labelled button: zoom in/out, rotate both ways, both flips, reset, close', () => {
    renderPreview();
    for (const label of [
      faMedicine.zoomIn,
      faMedicine.zoomOut,
      faMedicine.rotateRight,
      faMedicine.rotateLeft,
      faMedicine.flipHorizontal,
      faMedicine.flipVertical,
      faMedicine.resetView,
      faMedicine.close,
    ]) {
      expect(control(label)).toBeTruthy();
    }
  });

  it('starts at scale ۱ with zoom-out disabled; zooming shows the scale in Persian digits and transforms the image', async () => {
    const user = userEvent.setup();
    renderPreview();
    expect(image().style.transform).toBe('scale(1, 1) rotate(0deg)');
    expect(control(faMedicine.zoomOut)).toHaveProperty('disabled', true);
    await user.click(control(faMedicine.zoomIn));
    expect(image().style.transform).toBe('scale(1.5, 1.5) rotate(0deg)');
    expect(screen.getByText(faMedicine.scale('۱٫۵'))).toBeTruthy();
    expect(control(faMedicine.zoomOut)).toHaveProperty('disabled', false);
    await user.click(control(faMedicine.rotateLeft));
    await user.click(control(faMedicine.flipVertical));
    expect(image().style.transform).toBe('scale(1.5, -1.5) rotate(270deg)');
    await user.click(control(faMedicine.resetView));
    expect(image().style.transform).toBe('scale(1, 1) rotate(0deg)');
  });

  it('stops zooming in at scale ۵۰', () => {
    renderPreview();
    // 98 steps of 0.5 from 1; one act renders once at the end (a render per click took 35 s in a
    // loaded CI run). Clicks past 50 would be clamped by the reducer; the button is disabled there.
    const zoomIn = control(faMedicine.zoomIn);
    act(() => {
      for (let i = 0; i < 98; i++) fireEvent.click(zoomIn);
    });
    expect(image().style.transform).toBe('scale(50, 50) rotate(0deg)');
    expect(control(faMedicine.zoomIn)).toHaveProperty('disabled', true);
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    const closes = renderPreview();
    await user.click(control(faMedicine.close));
    expect(closes).toEqual([1]);
  });
});
