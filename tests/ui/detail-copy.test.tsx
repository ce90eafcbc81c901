import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifier, type Notice } from '../../src/api/notifier';
import { isCopyAllowed } from '../../src/lib/copyGuard';
import { CopyCodeButton } from '../../src/features/catalog/CopyCodeButton';
import { faMedicine } from '../../src/i18n/fa-medicine';

function renderButton(code: string | null) {
  const notices: Notice[] = [];
  const stop = notifier.subscribe((n) => notices.push(n));
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      <CopyCodeButton code={code} label={faMedicine.gtinCode} />
    </FluentProvider>,
  );
  return { notices, stop };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

describe('copy-code button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes just the code (Latin digits, as stored) to the clipboard and says so in a toast', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard(async () => {});
    const { notices, stop } = renderButton('06260012345678');
    const button = screen.getByRole('button', { name: faMedicine.copyCode(faMedicine.gtinCode) });
    expect(isCopyAllowed(button)).toBe(true);
    await user.click(button);
    await waitFor(() => expect(notices).toEqual([{ intent: 'success', text: 'کد GTIN کپی شد.' }]));
    expect(writeText).toHaveBeenCalledWith('06260012345678');
    stop();
  });

  it('shows an error toast when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const { notices, stop } = renderButton('123');
    await user.click(screen.getByRole('button', { name: faMedicine.copyCode(faMedicine.gtinCode) }));
    await waitFor(() => expect(notices).toEqual([{ intent: 'error', text: faMedicine.copyFailed }]));
    stop();
  });

  it('is not offered for an empty code', () => {
    const { stop } = renderButton(null);
    expect(screen.queryByRole('button')).toBeNull();
    stop();
  });
});
