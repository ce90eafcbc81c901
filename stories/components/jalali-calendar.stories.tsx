import type { Meta, StoryObj } from '@storybook/react-vite';
import { JalaliCalendar } from '../../src/components/JalaliCalendar';
import { JalaliRangePicker } from '../../src/components/JalaliRangePicker';
import { boundsOf } from '../../machines/price-change-list.query';

/** The Persian month grid (today pinned to 15 Aban 1405) and the range picker that hosts it. */
const meta = {
  title: 'Components/Jalali calendar',
  parameters: { signedIn: false },
} satisfies Meta;

export default meta;

const today = { jy: 1405, jm: 8, jd: 15 };
const log = (what: string) => (value: unknown) => console.info(what, value);
const bA = boundsOf('A', today);

/** Farvardin 1405: the 1st in the Saturday column, Fridays in red, Nowruz week. */
export const MonthView: StoryObj = {
  render: () => <JalaliCalendar today={today} initialFocus={{ jy: 1405, jm: 1, jd: 1 }} onSelect={log('select')} />,
};

/** 3–12 Aban shaded between its ends; today outlined. */
export const Range: StoryObj = {
  render: () => (
    <JalaliCalendar
      today={today}
      selected={{ jy: 1405, jm: 8, jd: 12 }}
      rangeFrom={{ jy: 1405, jm: 8, jd: 3 }}
      rangeTo={{ jy: 1405, jm: 8, jd: 12 }}
      onSelect={log('select')}
    />
  ),
};

/** Category A's bound: Khordad 1405 before the 15th and Aban after tomorrow are struck out and cannot be picked. */
export const Bounds: StoryObj = {
  render: () => (
    <JalaliCalendar today={today} min={bA.min} max={bA.max} initialFocus={{ jy: 1405, jm: 3, jd: 15 }} onSelect={log('select')} />
  ),
};

/** Keyboard focus on 20 Aban (the ring shows where Enter would pick; arrows, Home/End, PageUp/PageDown move it). */
export const KeyboardFocus: StoryObj = {
  render: () => <JalaliCalendar today={today} initialFocus={{ jy: 1405, jm: 8, jd: 20 }} autoFocus onSelect={log('select')} />,
};

/** The range picker with an impossible day typed (1404 is not a leap year: no 30 Esfand). */
export const TypedInvalidDate: StoryObj = {
  render: () => (
    <JalaliRangePicker
      value={{ from: null, to: null }}
      today={today}
      min={null}
      max={null}
      canClear={false}
      onChange={log('change')}
      onClear={() => console.info('clear')}
      initialText={{ from: '1404/12/30' }}
    />
  ),
};
