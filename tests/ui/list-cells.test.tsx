import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { TextCell } from '../../src/components/ListCells';

const long = 'سدیم والپروات ابوریحان ۲۰۰ میلی‌گرم قرص روکش‌دار';

function renderCell(text: string, company = false) {
  const { container } = render(
    <FluentProvider dir="rtl">
      <TextCell text={text} company={company} />
    </FluentProvider>,
  );
  return container;
}

describe('TextCell', () => {
  it('a text of at most 30 characters is plain text, not a button', () => {
    renderCell('آموکسی‌سیلین ۵۰۰');
    expect(screen.getByText('آموکسی‌سیلین ۵۰۰').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a cut text shows whole on a tap and is cut again on the next (a phone has no hover)', () => {
    renderCell(long);
    const cut = `${long.slice(0, 30)}…`;
    const button = screen.getByRole('button', { name: cut });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('title')).toBe(long);
    fireEvent.click(button);
    expect(button.textContent).toBe(long);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.textContent).toBe(cut);
  });

  it('a drug name led by a digit keeps its start; a company name so led keeps its end', () => {
    const drug = '۵-فلورواوراسیل دانا ۲۵۰ میلی‌گرم در ۵ میلی‌لیتر ویال';
    renderCell(drug);
    expect(screen.getByRole('button').textContent).toBe(`${drug.slice(0, 30)}…`);
    const company = '۱۲۳ داروسازی اکسیر و شرکای تولیدی ایران';
    renderCell(company, true);
    expect(screen.getAllByRole('button')[1]!.textContent).toBe(`…${company.slice(-30)}`);
  });
});
