import { useEffect, useId, useState } from 'react';
import { Button, Field, Input, Link, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { fa } from '../i18n/fa';
import { compareDays, formatDay, parseDay, sameDay, type JalaliDate } from '../lib/jalali-days';
import { JalaliCalendar } from './JalaliCalendar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  field: { width: '200px', '@media (max-width: 767px)': { width: 'calc(50% - 8px)', minWidth: '140px' } },
  /** Fluent's Input has a 250 px minimum: the box fills its field instead. */
  input: { minWidth: 0, width: '100%' },
  clear: { alignSelf: 'center', marginBlockStart: tokens.spacingVerticalL },
});

export interface DayRangeValue {
  from: JalaliDate | null;
  to: JalaliDate | null;
}

export interface JalaliRangePickerProps {
  value: DayRangeValue;
  today: JalaliDate;
  /** The category's bounds (null: unbounded). */
  min: JalaliDate | null;
  max: JalaliDate | null;
  /** A new range (one end changed): either end alone is a valid filter. */
  onChange: (range: DayRangeValue) => void;
  /** 'حذف فیلتر': clears both ends. */
  onClear: () => void;
  canClear: boolean;
  /** Stories: a field's text as if typed, and a calendar shown open. */
  initialText?: Partial<Record<'from' | 'to', string>>;
  initialOpen?: 'from' | 'to';
}

const later = (a: JalaliDate | null, b: JalaliDate | null) => (!a ? b : !b ? a : compareDays(a, b) >= 0 ? a : b);
const earlier = (a: JalaliDate | null, b: JalaliDate | null) => (!a ? b : !b ? a : compareDays(a, b) <= 0 ? a : b);

interface DateFieldProps {
  label: string;
  value: JalaliDate | null;
  today: JalaliDate;
  min: JalaliDate | null;
  max: JalaliDate | null;
  rangeFrom: JalaliDate | null;
  rangeTo: JalaliDate | null;
  /** A new day for this end (null: the box was emptied). */
  onPick: (day: JalaliDate | null) => void;
  initialText?: string;
  initialOpen?: boolean;
  testId: string;
}

/** Why a typed date cannot be taken, or null when it can. */
function typedError(day: JalaliDate | null, min: JalaliDate | null, max: JalaliDate | null): string | null {
  const t = fa.jalaliCalendar;
  if (!day) return t.invalidDate;
  const tooEarly = min && compareDays(day, min) < 0;
  const tooLate = max && compareDays(day, max) > 0;
  if (!tooEarly && !tooLate) return null;
  if (min && max) return t.outOfRange(formatDay(min), formatDay(max));
  return min ? t.notBefore(formatDay(min)) : t.notAfter(formatDay(max as JalaliDate));
}

/** One end of the range: a text box taking '۱۴۰۵/۰۸/۳۰' or '1405/08/30', and a calendar in a popover. */
function DateField({
  label,
  value,
  today,
  min,
  max,
  rangeFrom,
  rangeTo,
  onPick,
  initialText,
  initialOpen = false,
  testId,
}: DateFieldProps) {
  const styles = useStyles();
  const inputId = useId();
  const [open, setOpen] = useState(initialOpen);
  const [text, setText] = useState(initialText ?? (value ? formatDay(value) : ''));
  const [error, setError] = useState<string | null>(() => (initialText ? typedError(parseDay(initialText), min, max) : null));

  // The applied value changed (a pick, 'remove filter', back/forward): show it.
  useEffect(() => {
    setText(value ? formatDay(value) : '');
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the day, not the object's identity
  }, [value?.jy, value?.jm, value?.jd]);

  const commitText = () => {
    if (text.trim() === '') {
      // An emptied box removes this end of the range.
      setError(null);
      if (value) onPick(null);
      return;
    }
    const day = parseDay(text);
    const problem = typedError(day, min, max);
    setError(problem);
    if (!problem && day) {
      setText(formatDay(day));
      if (!sameDay(day, value)) onPick(day);
    }
  };

  return (
    <Field
      className={styles.field}
      label={{ children: label, htmlFor: inputId }}
      validationMessage={error ?? undefined}
      validationState={error ? 'error' : 'none'}
    >
      <Input
        className={styles.input}
        id={inputId}
        data-testid={testId}
        value={text}
        placeholder={fa.jalaliCalendar.placeholder}
        inputMode="numeric"
        dir="ltr"
        onChange={(_, data) => setText(data.value)}
        onBlur={commitText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitText();
          }
        }}
        contentAfter={
          <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus withArrow>
            <PopoverTrigger disableButtonEnhancement>
              <Button appearance="transparent" size="small" icon={<CalendarRegular />} aria-label={fa.jalaliCalendar.openCalendar(label)} />
            </PopoverTrigger>
            <PopoverSurface aria-label={label}>
              <JalaliCalendar
                today={today}
                selected={value}
                rangeFrom={rangeFrom}
                rangeTo={rangeTo}
                min={min}
                max={max}
                autoFocus
                onSelect={(day) => {
                  setOpen(false);
                  setError(null);
                  if (!sameDay(day, value)) onPick(day);
                }}
              />
            </PopoverSurface>
          </Popover>
        }
      />
    </Field>
  );
}

/**
 * From-date and to-date on the Persian calendar with 'remove filter' (behaviour §2 price-change lists).
 * From cannot pass to and to cannot precede from; both stay inside `min`/`max`.
 */
export function JalaliRangePicker({
  value,
  today,
  min,
  max,
  onChange,
  onClear,
  canClear,
  initialText,
  initialOpen,
}: JalaliRangePickerProps) {
  const styles = useStyles();
  const t = fa.priceChanges;
  return (
    <div className={styles.root} role="group" aria-label={t.rangeLabel} data-testid="range-picker">
      <DateField
        label={t.fromDate}
        testId="range-from"
        value={value.from}
        today={today}
        min={min}
        max={earlier(max, value.to)}
        rangeFrom={value.from}
        rangeTo={value.to}
        onPick={(day) => onChange({ from: day, to: value.to })}
        initialText={initialText?.from}
        initialOpen={initialOpen === 'from'}
      />
      <DateField
        label={t.toDate}
        testId="range-to"
        value={value.to}
        today={today}
        min={later(min, value.from)}
        max={max}
        rangeFrom={value.from}
        rangeTo={value.to}
        onPick={(day) => onChange({ from: value.from, to: day })}
        initialText={initialText?.to}
        initialOpen={initialOpen === 'to'}
      />
      <Link as="button" className={styles.clear} disabled={!canClear} onClick={onClear}>
        {t.removeFilter}
      </Link>
    </div>
  );
}
