import { Button } from '@fluentui/react-components';
import { LightSpinner as Spinner } from '../../components/LightSpinner';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { OtpVerificationApi } from '../../../machines/otp-verification.connect';
import { connectResendCountdown } from '../../../machines/resend-countdown.connect';
import { fa } from '../../i18n/fa';
import { formatMinutesSeconds } from '../../lib/clock';
import { useAuthStyles } from './auth.styles';

/** The 'ارسال مجدد کد' button: disabled, with the countdown in m:ss beside it, until 0:00 (behaviour §4). */
export function ResendControl({ code }: { code: OtpVerificationApi }) {
  const styles = useAuthStyles();
  const { remaining } = connectResendCountdown(
    useSelector(code.countdown, (snapshot) => snapshot),
    code.countdownFrom,
  );
  return (
    <span className={styles.resend}>
      <Button
        appearance="transparent"
        size="small"
        icon={code.resending ? <Spinner size="tiny" aria-label={fa.auth.pleaseWait} /> : <ArrowClockwiseRegular />}
        disabled={code.counting || !code.canResend}
        onClick={code.resend}
      >
        {fa.auth.resendCode}
      </Button>
      {code.counting && (
        <span className={styles.countdown} role="timer" aria-live="off" data-testid="resend-countdown">
          {fa.auth.resendIn(formatMinutesSeconds(remaining))}
        </span>
      )}
    </span>
  );
}
