import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowRight20Regular, ErrorCircle48Regular } from '@fluentui/react-icons';
import { fa } from '../i18n/fa';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    marginInline: 'auto',
    marginBlock: tokens.spacingVerticalXXXL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { marginBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  },
  icon: { color: tokens.colorPaletteRedForeground1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalS,
  },
});

export interface ErrorCardProps {
  onRetry: () => void;
  onBack: () => void;
}

/** The Persian card a screen shows instead of failing: what happened, 'try again' and 'back'. */
export function ErrorCard({ onRetry, onBack }: ErrorCardProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} role="alert" aria-labelledby="error-card-title" data-testid="error-card">
      <ErrorCircle48Regular className={styles.icon} aria-hidden />
      <h1 id="error-card-title" className={styles.title}>
        {fa.crash.title}
      </h1>
      <p className={styles.text}>{fa.crash.text}</p>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {fa.crash.retry}
        </Button>
        <Button appearance="secondary" icon={<ArrowRight20Regular />} onClick={onBack}>
          {fa.crash.back}
        </Button>
      </div>
    </section>
  );
}
