import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { JalaliCalendar, monthWeeks } from '../../src/components/JalaliCalendar';
import { JalaliRangePicker, type DayRangeValue } from '../../src/components/JalaliRangePicker';
import { fa } from '../../src/i18n/fa';
import { formatDay, weekdayColumn, type JalaliDate } from '../../src/lib/jalali-days';
import { boundsOf } from '../../machines/price-change-list.query';

const TODAY: JalaliDate = { jy: 1405, jm: 8, jd: 15 };
const wrap = (ui: React.ReactNode) =>
  render(
    <FluentProvider dir="rtl" theme={webLightTheme}>
      {ui}
    </FluentProvider>,
  );
function cellOf(jd: number): HTMLButtonElement {
  const cell = document.querySelector<HTMLElement>(`[role="gridcell"][data-day$="-${jd}"]`);
  if (!cell) throw new Error(`no day ${jd} in the grid`);
  return cell.querySelector('button')!;
}
const focusedDay = () => (document.activeElement?.closest('[role="gridcell"]') as HTMLElement | null)?.dataset.day;
/** The calendar takes focus a tick after it mounts (after its popover's own focus): waits until a day has it. */
const dayFocused = () => waitFor(() => expect(focusedDay()).toBeDefined());

describe('JalaliCalendar', () => {
  it('1 Farvardin 1405 falls in the Saturday column (a Persian grid, not a relabelled Gregorian one)', () => {
    expect(weekdayColumn({ jy: 1405, jm: 1, jd: 1 })).toBe(0);
    expect(monthWeeks(1405, 1)[0][0]).toEqual({ jy: 1405, jm: 1, jd: 1 });
    wrap(<JalaliCalendar today={TODAY} initialFocus={{ jy: 1405, jm: 1, jd: 1 }} onSelect={() => {}} />);
    expect(screen.getByTestId('calendar-title').textContent).toBe('فروردین ۱۴۰۵');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('abbr'))).toEqual(fa.jalaliCalendar.weekdays);
    const firstRow = screen.getAllByRole('row')[1];
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells[0].dataset.day).toBe('1405-1-1');
    expect(cells[0].textContent).toBe('۱');
    expect(cellOf(1).getAttribute('aria-label')).toBe('شنبه ۱ فروردین ۱۴۰۵');
    // Farvardin 1405 has 31 days; Esfand 1404 (a common year) 29.
    expect(screen.queryByText('۳۱')).not.toBeNull();
    expect(monthWeeks(1404, 12).flat().filter(Boolean)).toHaveLength(29);
  });

  it('marks today and refuses a click outside min/max (category A: 5 months back to tomorrow)', () => {
    const onSelect = vi.fn();
    const { min, max } = boundsOf('A', TODAY);
    wrap(<JalaliCalendar today={TODAY} min={min} max={max} onSelect={onSelect} />);
    expect(cellOf(15).getAttribute('aria-current')).toBe('date');
    expect(cellOf(17).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cellOf(17));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(cellOf(16));
    expect(onSelect).toHaveBeenCalledWith({ jy: 1405, jm: 8, jd: 16 });
    // Five months back: 15 Khordad is the first day allowed.
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: fa.jalaliCalendar.previousMonth }));
    expect(screen.getByTestId('calendar-title').textContent).toBe('خرداد ۱۴۰۵');
    expect(cellOf(14).getAttribute('aria-disabled')).toBe('true');
    expect(cellOf(15).getAttribute('aria-disabled')).toBeNull();
  });

  it('moves by keyboard in right-to-left: ← next day, → previous, ↓ a week, Home/End the week, PageUp/PageDown a month', async () => {
    const onSelect = vi.fn();
    wrap(<JalaliCalendar today={TODAY} autoFocus onSelect={onSelect} />);
    await dayFocused();
    expect(focusedDay()).toBe('1405-8-15');
    const grid = screen.getByRole('grid');
    const press = (key: string, shiftKey = false) => act(() => void fireEvent.keyDown(document.activeElement ?? grid, { key, shiftKey }));
    press('ArrowLeft');
    expect(focusedDay()).toBe('1405-8-16');
    press('ArrowRight');
    press('ArrowRight');
    expect(focusedDay()).toBe('1405-8-14');
    press('ArrowDown');
    expect(focusedDay()).toBe('1405-8-21');
    press('Home');
    expect(weekdayColumn({ jy: 1405, jm: 8, jd: Number(focusedDay()!.split('-')[2]) })).toBe(0);
    press('End');
    expect(Number((document.activeElement!.closest('[role="gridcell"]') as HTMLElement).dataset.column)).toBe(6);
    press('PageUp');
    expect(screen.getByTestId('calendar-title').textContent).toBe('مهر ۱۴۰۵');
    press('PageDown', true);
    expect(screen.getByTestId('calendar-title').textContent).toBe('مهر ۱۴۰۶');
    // Only one day is in the tab order (roving tabindex).
    expect(document.querySelectorAll('[role="grid"] button[tabindex="0"]')).toHaveLength(1);
    fireEvent.click(document.activeElement!);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shades the days between from and to', () => {
    wrap(<JalaliCalendar today={TODAY} rangeFrom={{ jy: 1405, jm: 8, jd: 3 }} rangeTo={{ jy: 1405, jm: 8, jd: 6 }} onSelect={() => {}} />);
    const shaded = (jd: number) => cellOf(jd).closest('td')!.className;
    expect(shaded(4)).not.toBe(shaded(8));
    expect(shaded(4)).toBe(shaded(5));
  });
});

function Harness({ onChange, initial = { from: null, to: null } }: { onChange: (r: DayRangeValue) => void; initial?: DayRangeValue }) {
  const [value, setValue] = useState<DayRangeValue>(initial);
  const { min, max } = boundsOf('A', TODAY);
  return (
    <JalaliRangePicker
      value={value}
      today={TODAY}
      min={min}
      max={max}
      canClear={!!(value.from || value.to)}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onClear={() => setValue({ from: null, to: null })}
    />
  );
}

describe('JalaliRangePicker', () => {
  const type = (label: string, text: string) => {
    const box = screen.getByLabelText(label);
    act(() => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
    });
  };

  it('takes ۱۴۰۵/۰۸/۰۱ or 1405/08/10 typed; refuses an impossible day and one outside the A bound', () => {
    const onChange = vi.fn();
    wrap(<Harness onChange={onChange} />);
    type(fa.priceChanges.fromDate, '۱۴۰۵/۰۸/۰۱');
    expect(onChange).toHaveBeenLastCalledWith({ from: { jy: 1405, jm: 8, jd: 1 }, to: null });
    type(fa.priceChanges.toDate, '1405/08/10');
    expect(onChange).toHaveBeenLastCalledWith({ from: { jy: 1405, jm: 8, jd: 1 }, to: { jy: 1405, jm: 8, jd: 10 } });
    expect((screen.getByLabelText(fa.priceChanges.toDate) as HTMLInputElement).value).toBe('۱۴۰۵/۰۸/۱۰');
    onChange.mockClear();
    type(fa.priceChanges.fromDate, '1404/12/30');
    expect(screen.getByText(fa.jalaliCalendar.invalidDate)).not.toBeNull();
    type(fa.priceChanges.fromDate, '1405/01/01');
    expect(
      screen.getByText(fa.jalaliCalendar.outOfRange(formatDay({ jy: 1405, jm: 3, jd: 15 }), formatDay({ jy: 1405, jm: 8, jd: 10 }))),
    ).not.toBeNull();
    // To may not go past tomorrow.
    type(fa.priceChanges.toDate, '1405/08/17');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("'remove filter' clears both dates", () => {
    wrap(<Harness onChange={() => {}} initial={{ from: { jy: 1405, jm: 8, jd: 1 }, to: { jy: 1405, jm: 8, jd: 10 } }} />);
    fireEvent.click(screen.getByRole('button', { name: fa.priceChanges.removeFilter }));
    expect((screen.getByLabelText(fa.priceChanges.fromDate) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(fa.priceChanges.toDate) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: fa.priceChanges.removeFilter }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a keyboard-only user picks a range: open the calendar, move with the arrows, Enter', async () => {
    const onChange = vi.fn();
    wrap(<Harness onChange={onChange} />);
    const open = async (label: string) => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: fa.jalaliCalendar.openCalendar(label) }));
      });
      await dayFocused();
    };
    const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key }));
    await open(fa.priceChanges.fromDate);
    expect(focusedDay()).toBe('1405-8-15');
    press('ArrowUp'); // 8 Aban
    press('ArrowRight'); // 7 Aban
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
      fireEvent.click(document.activeElement!);
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: { jy: 1405, jm: 8, jd: 7 }, to: null });
    await open(fa.priceChanges.toDate);
    // The to-calendar refuses days before from: focus starts inside the allowed days.
    press('ArrowLeft'); // 16 Aban (tomorrow, the last day allowed)
    await act(async () => {
      fireEvent.click(document.activeElement!);
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: { jy: 1405, jm: 8, jd: 7 }, to: { jy: 1405, jm: 8, jd: 16 } });
  });
});
