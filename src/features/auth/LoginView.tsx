import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button, Field, Input, Link, mergeClasses } from '@fluentui/react-components';
import { LightSpinner as Spinner } from '../../components/LightSpinner';
import { EditRegular, HeadsetRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectOtpLogin, type OtpLoginSnapshot } from '../../../machines/otp-login.connect';
import type { otpLoginMachine } from '../../../machines/otp-login.machine';
import type { OtpLoginEvent } from '../../../machines/otp-login.types';
import { otpChildOf, type OtpVerificationSnapshot } from '../../../machines/otp-verification.connect';
import type { OtpVerificationEvent } from '../../../machines/otp-verification.types';
import { failureMessage } from '../../api/errors';
import { OtpInput } from '../../components/OtpInput';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { AuthBrand } from './AuthBrand';
import { useAuthStyles } from './auth.styles';
import { ResendControl } from './ResendControl';
import { paths } from '../../routes/paths';

export type { OtpLoginSnapshot };

export interface LoginViewProps {
  snapshot: OtpLoginSnapshot;
  send: (event: OtpLoginEvent) => void;
  /** The one-time-code child while it runs (its snapshot, and how to send it events). */
  otp?: { snapshot: OtpVerificationSnapshot | undefined; send: (event: OtpVerificationEvent) => void };
  /** Client-side navigation for the registration link (a plain link without it). */
  navigate?: (to: string) => void;
}

const REGISTER_PATH = paths.register.step(1);

// The support dialog (Fluent's dialog, motion and focus-trap code) loads with the code step, not
// with the sign-in page; until then its trigger is drawn as the same button.
const SupportDialog = lazy(() => import('./SupportDialog').then((m) => ({ default: m.SupportDialog })));

/** The support link: a click before the dialog's code is there opens it once it is. */
function Support() {
  const [clicked, setClicked] = useState(false);
  const placeholder = (
    <Button appearance="transparent" size="small" icon={<HeadsetRegular />} onClick={() => setClicked(true)}>
      {fa.auth.support}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <SupportDialog defaultOpen={clicked} />
    </Suspense>
  );
}

/** The login screen for one snapshot of the login machine: it keeps no state of its own. */
export function LoginView({ snapshot, send, otp, navigate }: LoginViewProps) {
  const styles = useAuthStyles();
  const login = connectOtpLogin(snapshot, send, otp);
  const { code } = login;
  const { busy } = login;
  const error = login.failure ? failureMessage(login.failure) : null;

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    login.submitPhone();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    code.submitCode();
  };

  if (login.redirectingWithToken) {
    // A stored token: the catalogue opens at once.
    return (
      <main className={styles.page}>
        <Spinner label={fa.app.loading} />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <AuthBrand />
      {/* A plain surface, not Fluent's Card: the card's focus-group code would load with the page. */}
      <section className={mergeClasses(styles.surface, styles.card)}>
        {login.onCodeStep ? (
          <form className={styles.form} onSubmit={submitCode} noValidate aria-labelledby="login-title">
            <h1 id="login-title" className={styles.title}>
              {fa.auth.codeTitle}
            </h1>
            <div className={styles.numberLine}>
              <span>{fa.auth.codeSentPrefix}</span>
              <span className={styles.number} data-testid="login-mobile">
                {toPersianDigits(login.mobile)}
              </span>
              <span>{fa.auth.codeSentSuffix}</span>
              <Button appearance="transparent" size="small" icon={<EditRegular />} disabled={!login.canEditPhone} onClick={login.editPhone}>
                {fa.auth.editNumber}
              </Button>
            </div>
            <Field validationState={error ? 'error' : 'none'} validationMessage={error}>
              <OtpInput
                value={code.code}
                onChange={code.changeCode}
                length={code.codeLength}
                disabled={code.codeLocked}
                invalid={Boolean(error)}
                autoFocus
              />
            </Field>
            <div className={styles.row}>
              <ResendControl code={code} />
              <Support />
            </div>
            <SubmitButton busy={busy} disabled={!code.canSubmit}>
              {fa.auth.confirm}
            </SubmitButton>
          </form>
        ) : (
          <form className={styles.form} onSubmit={submitPhone} noValidate aria-labelledby="login-title">
            <h1 id="login-title" className={styles.title}>
              {fa.auth.loginTitle}
            </h1>
            <p className={styles.hint}>{fa.auth.loginHint}</p>
            <Field label={fa.auth.mobileNumber} validationState={error ? 'error' : 'none'} validationMessage={error}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                name="mobile"
                size="large"
                input={{ className: styles.ltrInput }}
                placeholder={fa.auth.mobilePlaceholder}
                value={toPersianDigits(login.mobile)}
                disabled={busy}
                autoFocus
                onChange={(_, data) => login.changePhone(data.value)}
              />
            </Field>
            <SubmitButton busy={busy} disabled={!login.canSubmitPhone}>
              {fa.auth.sendCode}
            </SubmitButton>
          </form>
        )}
        <div className={styles.footer}>
          <span>{fa.auth.noAccount}</span>
          <Link
            href={REGISTER_PATH}
            onClick={(event) => {
              if (!navigate) return;
              event.preventDefault();
              navigate(REGISTER_PATH);
            }}
          >
            {fa.auth.register}
          </Link>
        </div>
      </section>
    </main>
  );
}

/** The form's main button: a spinner replaces its icon while a request is in flight. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled: boolean; children: string }) {
  const styles = useAuthStyles();
  return (
    <Button
      type="submit"
      appearance="primary"
      size="large"
      className={styles.fullWidth}
      disabled={disabled}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner size="tiny" appearance="inverted" aria-label={fa.auth.pleaseWait} /> : undefined}
    >
      {children}
    </Button>
  );
}

/** The login view following a running login actor (the page, tests and stories use it). */
export function LoginScreen({ actorRef, navigate }: { actorRef: ActorRefFrom<typeof otpLoginMachine>; navigate?: (to: string) => void }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const child = otpChildOf(snapshot);
  const otpSnapshot = useSelector(child, (s) => s);
  const otp = child ? { snapshot: otpSnapshot, send: child.send } : undefined;
  return <LoginView snapshot={snapshot} send={actorRef.send} otp={otp} navigate={navigate} />;
}
