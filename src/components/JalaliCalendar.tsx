import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, mergeClasses, Text, Tooltip } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { fa } from '../i18n/fa';
import { toPersianDigits } from '../lib/digits';
import { addDays, addMonths, compareDays, daysInMonth, sameDay, weekdayColumn, type JalaliDate } from '../lib/jalali-days';
import { useJalaliCalendarStyles } from './JalaliCalendar.styles';

const FRIDAY = 6;

export interface JalaliCalendarProps {
  /** Today in Tehran (marked in the grid; the clock is the caller's). */
  today: JalaliDate;
  /** The day this calendar picks, if any. */
  selected?: JalaliDate | null;
  /** The range to highlight (its ends are marked, the days between shaded). */
  rangeFrom?: JalaliDate | null;
  rangeTo?: JalaliDate | null;
  /** Days before `min` or after `max` can be focused but not picked. */
  min?: JalaliDate | null;
  max?: JalaliDate | null;
  /** The day that has keyboard focus at first (default: selected, else today, kept inside the bounds). */
  initialFocus?: JalaliDate;
  /** Moves DOM focus into the grid when it mounts (a popover opening). */
  autoFocus?: boolean;
  onSelect: (day: JalaliDate) => void;
}

function clampDay(day: JalaliDate, min?: JalaliDate | null, max?: JalaliDate | null): JalaliDate {
  if (min && compareDays(day, min) < 0) return min;
  if (max && compareDays(day, max) > 0) return max;
  return day;
}

/** The weeks of a month, Saturday first: each a row of 7 days, null outside the month. */
export function monthWeeks(jy: number, jm: number): Array<Array<JalaliDate | null>> {
  const first = weekdayColumn({ jy, jm, jd: 1 });
  const length = daysInMonth(jy, jm);
  const cells: Array<JalaliDate | null> = [...Array<null>(first).fill(null)];
  for (let jd = 1; jd <= length; jd += 1) cells.push({ jy, jm, jd });
  while (cells.length % 7) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const monthName = (jm: number) => fa.calendar.months[jm - 1] ?? '';

function dayLabel(day: JalaliDate): string {
  return fa.jalaliCalendar.dayLabel(
    toPersianDigits(day.jd),
    monthName(day.jm),
    toPersianDigits(day.jy),
    fa.jalaliCalendar.weekdays[weekdayColumn(day)] ?? '',
  );
}

/**
 * A true Persian month grid (not a relabelled Gregorian one): Saturday-first weeks, Persian month
 * names and digits, Friday marked as the weekend, today marked, month and year navigation, a range
 * highlight and min/max bounds. Keyboard (ARIA grid pattern, right to left): the arrows move by a day
 * (→ is the previous day) and a week, Home/End go to the week's start and end, PageUp/PageDown a
 * month (with Shift a year), Enter/Space pick.
 */
export function JalaliCalendar({
  today,
  selected = null,
  rangeFrom = null,
  rangeTo = null,
  min = null,
  max = null,
  initialFocus,
  autoFocus = false,
  onSelect,
}: JalaliCalendarProps) {
  const styles = useJalaliCalendarStyles();
  const titleId = useId();
  const hintId = useId();
  const [focused, setFocused] = useState<JalaliDate>(() => initialFocus ?? clampDay(selected ?? today, min, max));
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthWeeks(focused.jy, focused.jm), [focused.jy, focused.jm]);

  const focusCurrentDay = () => gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusCurrentDay();
  }, [focused]);
  // Opened in a popover: the popover focuses its first button after this mounts, so the day takes focus a tick later.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(focusCurrentDay, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus once, when the calendar opens
  }, []);

  const isAllowed = (day: JalaliDate) => (!min || compareDays(day, min) >= 0) && (!max || compareDays(day, max) <= 0);
  const go = (day: JalaliDate, focus: boolean) => {
    moveFocus.current = focus;
    setFocused(day);
  };
  const shiftMonths = (months: number) => go(addMonths(focused, months), false);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const column = weekdayColumn(focused);
    const moves: Record<string, () => JalaliDate> = {
      // Right to left: the next day is to the left.
      ArrowLeft: () => addDays(focused, 1),
      ArrowRight: () => addDays(focused, -1),
      ArrowDown: () => addDays(focused, 7),
      ArrowUp: () => addDays(focused, -7),
      Home: () => addDays(focused, -column),
      End: () => addDays(focused, FRIDAY - column),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move(), true);
  };

  const low = rangeFrom && rangeTo && compareDays(rangeFrom, rangeTo) > 0 ? rangeTo : rangeFrom;
  const high = low === rangeTo ? rangeFrom : rangeTo;
  const inRange = (day: JalaliDate) => !!low && !!high && compareDays(day, low) >= 0 && compareDays(day, high) <= 0;
  const title = fa.jalaliCalendar.monthTitle(monthName(focused.jm), toPersianDigits(focused.jy));
  const t = fa.jalaliCalendar;

  return (
    <div className={styles.root} data-testid="jalali-calendar">
      <div className={styles.header}>
        <div className={styles.navGroup}>
          <Tooltip content={t.previousYear} relationship="label">
            <Button appearance="subtle" size="small" icon={<ChevronDoubleRightRegular />} onClick={() => shiftMonths(-12)} />
          </Tooltip>
          <Tooltip content={t.previousMonth} relationship="label">
            <Button appearance="subtle" size="small" icon={<ChevronRightRegular />} onClick={() => shiftMonths(-1)} />
          </Tooltip>
        </div>
        <Text id={titleId} className={styles.title} aria-live="polite" data-testid="calendar-title">
          {title}
        </Text>
        <div className={styles.navGroup}>
          <Tooltip content={t.nextMonth} relationship="label">
            <Button appearance="subtle" size="small" icon={<ChevronLeftRegular />} onClick={() => shiftMonths(1)} />
          </Tooltip>
          <Tooltip content={t.nextYear} relationship="label">
            <Button appearance="subtle" size="small" icon={<ChevronDoubleLeftRegular />} onClick={() => shiftMonths(12)} />
          </Tooltip>
        </div>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} aria-describedby={hintId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {fa.calendar.weekdaysShort.map((short, column) => (
              <th
                key={short}
                scope="col"
                abbr={t.weekdays[column]}
                className={mergeClasses(styles.weekday, column === FRIDAY && styles.weekend)}
              >
                <span aria-hidden>{short}</span>
                <span className={styles.srOnly}>{t.weekdays[column]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td
                    key={column}
                    role="gridcell"
                    aria-selected={sameDay(day, selected)}
                    data-day={`${day.jy}-${day.jm}-${day.jd}`}
                    data-column={column}
                    className={mergeClasses(
                      styles.cell,
                      inRange(day) && styles.inRange,
                      inRange(day) && sameDay(day, low) && styles.rangeStart,
                      inRange(day) && sameDay(day, high) && styles.rangeEnd,
                    )}
                  >
                    <button
                      type="button"
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-disabled={!isAllowed(day) || undefined}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      className={mergeClasses(
                        styles.day,
                        column === FRIDAY && styles.weekendDay,
                        sameDay(day, today) && styles.today,
                        (sameDay(day, selected) || (inRange(day) && (sameDay(day, low) || sameDay(day, high)))) && styles.selected,
                        !isAllowed(day) && styles.disabled,
                      )}
                      onFocus={() => {
                        if (!sameDay(day, focused)) setFocused(day);
                      }}
                      onClick={() => {
                        if (isAllowed(day)) onSelect(day);
                      }}
                    >
                      {toPersianDigits(day.jd)}
                    </button>
                  </td>
                ) : (
                  <td key={column} role="gridcell" className={styles.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.footer}>
        <Button
          size="small"
          appearance="transparent"
          disabled={!isAllowed(today)}
          onClick={() => {
            go(today, false);
            if (isAllowed(today)) onSelect(today);
          }}
        >
          {t.today}
        </Button>
        <span id={hintId} className={styles.srOnly}>
          {t.hint}
        </span>
      </div>
    </div>
  );
}
