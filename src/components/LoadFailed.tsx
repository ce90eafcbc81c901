import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { failureMessage, type ApiFailure } from '../api/errors';
import { fa } from '../i18n/fa';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalL,
    textAlign: 'center',
  },
  icon: { fontSize: '32px', color: tokens.colorPaletteRedForeground1 },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  message: { color: tokens.colorNeutralForeground2 },
});

export interface LoadFailedProps {
  /** What went wrong (behaviour §8 text of the failure); a generic text when unknown. */
  failure: ApiFailure | null;
  /** 'try again': shown when given. */
  onRetry?: () => void;
}

/**
 * A failed load, never to be mistaken for "nothing found": a title, what went wrong, and 'try again'.
 * Lists show it in the table body, details in place of the page.
 */
export function LoadFailed({ failure, onRetry }: LoadFailedProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert" data-testid="load-failed">
      <ErrorCircleRegular className={styles.icon} aria-hidden />
      <Text className={styles.title}>{fa.loadFailed.title}</Text>
      <Text className={styles.message}>{failure ? failureMessage(failure) : fa.errors.generic}</Text>
      {onRetry && (
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {fa.loadFailed.retry}
        </Button>
      )}
    </div>
  );
}
