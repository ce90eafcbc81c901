import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from '../../src/components/OtpInput';
import { loginDom as ui } from '../models/auth.dom';

function Harness({ initial = '', seen }: { initial?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <OtpInput
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const values = () => ui.codeBoxes().map((box) => (box as HTMLInputElement).value);

describe('OtpInput', () => {
  it('labels the four boxes "رقم ۱ از ۴"…, numeric keyboard, one-time-code autofill on the first box, digits left to right', () => {
    render(<Harness seen={[]} />);
    const boxes = ui.codeBoxes();
    expect(boxes).toHaveLength(4);
    expect(boxes.map((b) => b.getAttribute('inputmode'))).toEqual(['numeric', 'numeric', 'numeric', 'numeric']);
    expect(boxes[0].getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes[1].getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('group').getAttribute('dir')).toBe('ltr');
  });

  it('typing moves focus to the next box; Persian and Arabic-Indic digits are shown in Persian and reported in Latin', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    await user.type(ui.codeBox(1), '1۲٣');
    expect(values()).toEqual(['۱', '۲', '۳', '']);
    expect(document.activeElement).toBe(ui.codeBox(4));
    expect(seen.at(-1)).toBe('123');
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    await user.type(ui.codeBox(1), 'a');
    expect(values()).toEqual(['', '', '', '']);
    expect(seen).toEqual([]);
    expect(document.activeElement).toBe(ui.codeBox(1));
  });

  it('on backspace in an empty box: moves focus back and clears the previous digit', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    await user.type(ui.codeBox(1), '12');
    expect(document.activeElement).toBe(ui.codeBox(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(ui.codeBox(2));
    expect(values()).toEqual(['۱', '', '', '']);
  });

  it('pasting a 4-digit code in any script fills all four boxes', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    await user.click(ui.codeBox(3));
    await user.paste('کد: ۴۸٢1');
    expect(values()).toEqual(['۴', '۸', '۲', '۱']);
    expect(seen.at(-1)).toBe('4821');
  });

  it('the SMS autofill of the whole code into the first box fills every box', () => {
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    fireEvent.change(ui.codeBox(1), { target: { value: '4821' } });
    expect(values()).toEqual(['۴', '۸', '۲', '۱']);
  });

  it('typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="1234" seen={seen} />);
    await user.click(ui.codeBox(2));
    await user.keyboard('9');
    expect(values()).toEqual(['۱', '۹', '۳', '۴']);
  });

  it('arrow keys move between boxes in reading order (left = previous)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" seen={[]} />);
    await user.click(ui.codeBox(2));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(ui.codeBox(1));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(ui.codeBox(3));
  });
});
