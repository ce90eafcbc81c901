import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular, PersonEditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { GateNotice as GateNoticeKind } from '../../machines/access-gate.types';
import { fa } from '../i18n/fa';
import { paths } from '../routes/paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 'calc(100vh - 64px - 200px)',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXXXL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    maxWidth: '520px',
    textAlign: 'center',
    padding: tokens.spacingHorizontalXXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
  },
  icon: {
    fontSize: '56px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusCircular,
    padding: tokens.spacingHorizontalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
  },
  hint: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
});

const notices = {
  completeProfile: {
    title: fa.gate.completeProfile,
    hint: fa.gate.completeProfileHint,
    action: fa.gate.goToProfile,
    to: paths.profile,
    Icon: PersonEditRegular,
  },
  buySubscription: {
    title: fa.gate.buySubscription,
    hint: fa.gate.buySubscriptionHint,
    action: fa.gate.goToPackages,
    to: paths.packages.buy,
    Icon: CartRegular,
  },
} as const;

/** The full-screen notices of behaviour §2: complete the profile first, or buy a subscription. */
export function GateNotice({ kind }: { kind: GateNoticeKind }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { title, hint, action, to, Icon } = notices[kind];
  return (
    <section className={styles.root} aria-labelledby="gate-notice-title" data-testid={`gate-notice-${kind}`}>
      <div className={styles.card}>
        <Icon className={styles.icon} aria-hidden />
        <h1 id="gate-notice-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.hint}>{hint}</p>
        <Button appearance="primary" size="large" onClick={() => navigate(to)}>
          {action}
        </Button>
      </div>
    </section>
  );
}
