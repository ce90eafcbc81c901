import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Label, Text } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { fa } from '../i18n/fa';
import { isAnyDigit, toLatinDigits, toPersianDigits } from '../lib/digits';
import { usePagerStyles } from './Pager.styles';

export interface PagerProps {
  page: number;
  /** null while it is not known (loading, or the load failed): the status then says nothing. */
  totalPages: number | null;
  /** From the list machine's `snapshot.can(...)`: the pager re-derives nothing. */
  canPrevious: boolean;
  canNext: boolean;
  /** Whether a go-to-page request can be sent now (false without `onGoTo`). */
  canGoTo?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The page the user asked for; range checks are the caller's (behaviour §5 differs per list). No go-to box without it. */
  onGoTo?: (page: number) => void;
}

/** Previous/next, 'صفحه X از Y' and a go-to-page number box (Enter or the button). */
export function Pager({ page, totalPages, canPrevious, canNext, canGoTo = false, onPrevious, onNext, onGoTo }: PagerProps) {
  const styles = usePagerStyles();
  const inputId = useId();
  const [draft, setDraft] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = toLatinDigits(draft).trim();
    if (!value || !canGoTo || !onGoTo) return;
    onGoTo(Number(value));
    setDraft('');
  };

  return (
    <nav className={styles.root} aria-label={fa.pager.navigation}>
      {/* In right-to-left, "previous" points right. */}
      <Button appearance="subtle" icon={<ChevronRightRegular />} disabled={!canPrevious} onClick={onPrevious}>
        {fa.pager.previous}
      </Button>
      <Text className={styles.status} aria-live="polite" data-testid="pager-status">
        {totalPages === null ? '' : fa.pager.pageOf(toPersianDigits(page), toPersianDigits(Math.max(totalPages, 1)))}
      </Text>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} iconPosition="after" disabled={!canNext} onClick={onNext}>
        {fa.pager.next}
      </Button>
      {onGoTo && (
        <form className={styles.jump} onSubmit={submit}>
          <Label htmlFor={inputId} size="small">
            {fa.pager.goToPage}
          </Label>
          <Input
            id={inputId}
            className={styles.jumpInput}
            size="small"
            inputMode="numeric"
            value={toPersianDigits(toLatinDigits(draft))}
            onChange={(_, data) => setDraft([...data.value].filter(isAnyDigit).join('').slice(0, 7))}
          />
          <Button size="small" type="submit" disabled={!canGoTo}>
            {fa.pager.go}
          </Button>
        </form>
      )}
    </nav>
  );
}
