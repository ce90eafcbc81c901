import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  ring: {
    boxSizing: 'border-box',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
  tiny: { width: '16px', height: '16px', ...shorthands.borderWidth('2px') },
  inverted: {
    ...shorthands.borderColor(tokens.colorNeutralForegroundStaticInverted, 'rgba(255, 255, 255, 0.3)', 'rgba(255, 255, 255, 0.3)'),
  },
});

export interface LightSpinnerProps {
  /** Shown under the ring and read as the progress bar's name. */
  label?: string;
  /** The progress bar's name when no label is shown. */
  'aria-label'?: string;
  size?: 'tiny' | 'medium';
  /** On a brand-coloured button. */
  appearance?: 'primary' | 'inverted';
}

/**
 * A CSS ring in the look of Fluent's Spinner, for what the first page (sign-in) and every route's
 * loading state draw: Fluent's Spinner would add its code to the entry.
 */
export function LightSpinner({ label, size = 'medium', appearance = 'primary', 'aria-label': ariaLabel }: LightSpinnerProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="progressbar" aria-label={label ?? ariaLabel}>
      <span className={mergeClasses(styles.ring, size === 'tiny' && styles.tiny, appearance === 'inverted' && styles.inverted)} />
      {label && <span aria-hidden="true">{label}</span>}
    </div>
  );
}
