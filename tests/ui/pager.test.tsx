import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { Pager, type PagerProps } from '../../src/components/Pager';
import { fa } from '../../src/i18n/fa';

function renderPager(props: Partial<PagerProps> = {}) {
  const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onGoTo: vi.fn() };
  render(
    <FluentProvider dir="rtl">
      <Pager page={3} totalPages={12} canPrevious canNext canGoTo {...handlers} {...props} />
    </FluentProvider>,
  );
  return handlers;
}

describe('Pager', () => {
  it('says "صفحه X از Y" in Persian digits', () => {
    renderPager({ page: 3, totalPages: 12 });
    expect(screen.getByTestId('pager-status').textContent).toBe('صفحه ۳ از ۱۲');
  });

  it('an empty list reads as page 1 of 1, not of 0', () => {
    renderPager({ page: 1, totalPages: 0 });
    expect(screen.getByTestId('pager-status').textContent).toBe('صفحه ۱ از ۱');
  });

  it('says nothing while the page count is not known (loading or a failed load)', () => {
    renderPager({ page: 1, totalPages: null });
    expect(screen.getByTestId('pager-status').textContent).toBe('');
  });

  it('previous and next follow canPrevious/canNext and call back', () => {
    const handlers = renderPager({ canPrevious: false, canNext: true });
    expect(screen.getByRole('button', { name: fa.pager.previous })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: fa.pager.next }));
    expect(handlers.onNext).toHaveBeenCalledOnce();
  });

  it('go-to-page takes Persian digits, sends the number on Enter and empties the box', () => {
    const handlers = renderPager();
    const input = screen.getByLabelText(fa.pager.goToPage) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '۱۲ab٣' } });
    expect(input.value).toBe('۱۲۳');
    fireEvent.submit(input.closest('form')!);
    expect(handlers.onGoTo).toHaveBeenCalledWith(123);
    expect(input.value).toBe('');
  });

  it('go-to-page shows typed Latin digits as Persian digits and sends the number', () => {
    const handlers = renderPager();
    const input = screen.getByLabelText(fa.pager.goToPage) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '25' } });
    expect(input.value).toBe('۲۵');
    fireEvent.submit(input.closest('form')!);
    expect(handlers.onGoTo).toHaveBeenCalledWith(25);
  });

  it('an empty go-to box sends nothing; neither does one while going is not allowed', () => {
    const handlers = renderPager({ canGoTo: false });
    const input = screen.getByLabelText(fa.pager.goToPage);
    fireEvent.submit(input.closest('form')!);
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.submit(input.closest('form')!);
    expect(handlers.onGoTo).not.toHaveBeenCalled();
  });
});
