import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { isAnyDigit, toLatinDigits, toPersianDigits } from '../lib/digits';
import { fa } from '../i18n/fa';
import { useOtpInputStyles } from './OtpInput.styles';
import { CODE_LENGTH } from '../../machines/otp-verification.rules';

export interface OtpInputProps {
  /** The code so far: Latin digits, a space for an empty box before a filled one. */
  value: string;
  /** Gets the new code in the same form. */
  onChange: (value: string) => void;
  /** Number of boxes; `CODE_LENGTH` (4) for the portal's codes. */
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Focus the first empty box on mount and whenever the code is cleared. */
  autoFocus?: boolean;
  /** Label of the group, read before the boxes. */
  label?: string;
}

const digitsOf = (text: string) => Array.from(text).filter(isAnyDigit).map(toLatinDigits);

function boxesOf(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (/^[0-9]$/.test(value[i] ?? '') ? (value[i] ?? '') : ''));
}

function join(boxes: string[]): string {
  return boxes
    .map((d) => d || ' ')
    .join('')
    .replace(/\s+$/, '');
}

/**
 * The one-time-code boxes (behaviour §5): one digit a box, Persian and Arabic-Indic digits accepted and
 * shown as Persian digits; focus moves on after typing and back on Backspace in an empty box;
 * pasting (or the browser's SMS autofill into the first box) fills every box. Digits read left to
 * right, so the group is `dir="ltr"`: the first digit sits at the left like on the SMS.
 */
export function OtpInput({ value, onChange, length = CODE_LENGTH, disabled, invalid, autoFocus, label }: OtpInputProps) {
  const styles = useOtpInputStyles();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = boxesOf(value, length);
  const isEmpty = boxes.every((d) => !d);

  useEffect(() => {
    if (autoFocus && isEmpty && !disabled) refs.current[0]?.focus();
  }, [autoFocus, isEmpty, disabled]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (start: number, digits: string[]) => {
    const next = [...boxes];
    digits.slice(0, length - start).forEach((d, i) => (next[start + i] = d));
    onChange(join(next));
    focusBox(Math.min(start + digits.length, length - 1));
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (digits.length === 0) {
      if (raw === '') {
        const next = [...boxes];
        next[index] = '';
        onChange(join(next));
      }
      return;
    }
    if (digits.length === 2 && boxes[index]) {
      // Typed into a filled box: keep the new digit, wherever the caret was.
      const [first = '', second = ''] = digits;
      fill(index, [first === boxes[index] ? second : first]);
      return;
    }
    fill(digits.length >= length ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      onChange(join(next));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits.length === 0) return;
    fill(digits.length >= length ? 0 : index, digits);
  };

  return (
    <div role="group" aria-label={label ?? fa.auth.codeGroup} dir="ltr" className={styles.group}>
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className={mergeClasses(styles.box, digit && styles.filled, invalid && styles.invalid)}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={fa.auth.digitLabel(toPersianDigits(index + 1), toPersianDigits(length))}
          aria-invalid={invalid || undefined}
          value={digit ? toPersianDigits(digit) : ''}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
