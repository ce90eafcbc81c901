import type { FormEvent, ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Spinner,
  mergeClasses,
} from '@fluentui/react-components';
import { ArrowRightRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { otpChildOf, type OtpVerificationSnapshot } from '../../../machines/otp-verification.connect';
import type { OtpVerificationEvent } from '../../../machines/otp-verification.types';
import { connectRegistration, type RegistrationApi, type RegistrationSnapshot } from '../../../machines/registration.connect';
import type { registrationMachine } from '../../../machines/registration.machine';
import type { RegistrationEvent, RegistrationPackage } from '../../../machines/registration.types';
import { failureMessage } from '../../api/errors';
import { ContactForm } from '../../components/ContactForm';
import { useContactFormStyles } from '../../components/ContactForm.styles';
import { Logo } from '../../components/Logo';
import { OtpInput } from '../../components/OtpInput';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { formatAmount, RIAL_PER_TOMAN } from '../../lib/money';
import { orDash } from '../../lib/truncate';
import { useRegisterStyles } from './register.styles';
import { ResendControl } from './ResendControl';
import { paths } from '../../routes/paths';

export type { RegistrationSnapshot };

export interface RegisterViewProps {
  snapshot: RegistrationSnapshot;
  send: (event: RegistrationEvent) => void;
  /** The one-time-code child while it runs (its snapshot, and how to send it events). */
  otp?: { snapshot: OtpVerificationSnapshot | undefined; send: (event: OtpVerificationEvent) => void };
  /** Client-side navigation for the header's back link (a plain link without it). */
  navigate?: (to: string) => void;
}

/** The registration wizard for one snapshot of the registration machine. */
export function RegisterView({ snapshot, send, otp, navigate }: RegisterViewProps) {
  const styles = useRegisterStyles();
  const wizard = connectRegistration(snapshot, send, otp);
  const { step } = wizard;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.headerTitle}>
          <Logo size={32} />
          {fa.register.title}
        </h1>
        <Button
          as="a"
          href={paths.login}
          appearance="subtle"
          icon={<ArrowRightRegular />}
          onClick={(event) => {
            if (!navigate) return;
            event.preventDefault();
            navigate(paths.login);
          }}
        >
          {fa.register.backToLogin}
        </Button>
      </header>
      <main className={styles.body}>
        <StepIndicator step={step} />
        {step === 1 && <Step1 wizard={wizard} />}
        {step === 2 && <Step2 wizard={wizard} />}
        {step === 3 && <Step3 wizard={wizard} />}
        {/* Step 1's code dialog, outside the steps: a verified code moves to step 2, and the dialog
            then closes as a dialog does. Unmounted with step 1 while open, Fluent's focus manager
            could leave the page aria-hidden (step 2 unreadable by screen readers). */}
        <VerifyMobileDialog wizard={wizard} />
      </main>
    </div>
  );
}

/** The view following a running registration actor. */
export function RegisterScreen({
  actorRef,
  navigate,
}: {
  actorRef: ActorRefFrom<typeof registrationMachine>;
  navigate?: (to: string) => void;
}) {
  const snapshot = useSelector(actorRef, (s) => s);
  const child = otpChildOf(snapshot);
  const otpSnapshot = useSelector(child, (s) => s);
  const otp = child ? { snapshot: otpSnapshot, send: child.send } : undefined;
  return <RegisterView snapshot={snapshot} send={actorRef.send} otp={otp} navigate={navigate} />;
}

function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const styles = useRegisterStyles();
  const total = toPersianDigits(fa.register.steps.length);
  return (
    <nav aria-label={fa.register.stepOf(toPersianDigits(step), total)}>
      <ol className={styles.steps}>
        {fa.register.steps.map((label, index) => {
          const number = index + 1;
          const current = number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={mergeClasses(styles.stepItem, number < step && styles.stepDone, current && styles.stepCurrent)}
            >
              <span className={mergeClasses(styles.stepNumber, current && styles.stepNumberCurrent)}>{toPersianDigits(number)}</span>
              <span>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Step1({ wizard }: { wizard: RegistrationApi }) {
  const styles = useRegisterStyles();
  const contactStyles = useContactFormStyles();
  return (
    <Card className={mergeClasses(contactStyles.card, styles.raised)}>
      <ContactForm
        form={wizard.form}
        errors={wizard.fieldErrors}
        editable={wizard.editing}
        required={wizard.required}
        maxLength={wizard.maxLength}
        provinces={wizard.provinces}
        provinceName={wizard.provinceName ?? ''}
        changeField={wizard.changeField}
        changeMobile={(value) => wizard.changeField('mobile', value)}
        submit={wizard.submitStep1}
        canSubmit={wizard.canSubmitStep1}
        busy={wizard.busy}
        failure={wizard.failure}
        labels={fa.register}
        submitLabel={fa.register.submitStep1}
        busyLabel={fa.auth.pleaseWait}
        mobilePlaceholder={fa.auth.mobilePlaceholder}
        labelledBy="step1-title"
        header={
          <div className={contactStyles.wide}>
            <h2 id="step1-title" className={styles.sectionTitle}>
              {fa.register.steps[0]}
            </h2>
            <p className={styles.hint}>{fa.register.step1Hint}</p>
          </div>
        }
      />
    </Card>
  );
}

/** The mobile-verification dialog of step 1 (a visitor without a token, see the machine's JSDoc). */
function VerifyMobileDialog({ wizard }: { wizard: RegistrationApi }) {
  const modal = useModalStyles();
  const code = wizard.codeDialog;
  const error = code.failure ? failureMessage(code.failure) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    code.submitCode();
  };
  return (
    <Dialog open={code.open} modalType="alert" onOpenChange={(_, data) => !data.open && code.cancel()}>
      <DialogSurface aria-describedby={undefined} className={modal.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{fa.register.verifyTitle}</DialogTitle>
            <DialogContent>
              <p>{fa.register.verifyText(toPersianDigits(wizard.form.mobile))}</p>
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
              <ResendControl code={code} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={!code.canCancel} onClick={code.cancel}>
                {fa.register.cancel}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={!code.canSubmit}
                aria-busy={code.verifying || undefined}
                icon={code.verifying ? <Spinner size="tiny" appearance="inverted" aria-label={fa.auth.pleaseWait} /> : undefined}
              >
                {fa.register.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function Step2({ wizard }: { wizard: RegistrationApi }) {
  const styles = useRegisterStyles();
  return (
    <>
      <p className={styles.hint}>{fa.register.choosePackageHint}</p>
      <div className={styles.packages}>
        {wizard.packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} onChoose={() => wizard.choosePackage(pkg.id)} />
        ))}
      </div>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={wizard.previous}>
          {fa.register.previous}
        </Button>
      </div>
    </>
  );
}

function PackageCard({ pkg, onChoose }: { pkg: RegistrationPackage; onChoose: () => void }) {
  const styles = useRegisterStyles();
  // One name for a package everywhere: these cards, the buy tab, the gateway and the history.
  const title = fa.packages.names[pkg.packageId] ?? '';
  const badge = pkg.id === '6m' ? fa.register.popular : pkg.id === '12m' ? fa.register.bestValue : null;
  return (
    <Card
      className={mergeClasses(styles.packageCard, pkg.appearance === 'primary' && styles.packageFeatured)}
      aria-label={title}
      role="group"
    >
      <div className={styles.packageHead}>
        <h2 className={styles.packageTitle}>{title}</h2>
        {badge && (
          <Badge appearance={pkg.appearance === 'primary' ? 'filled' : 'tint'} color="brand">
            {badge}
          </Badge>
        )}
      </div>
      <div>
        <span className={styles.price}>{formatAmount(pkg.price)}</span>
        <span className={styles.currency}>{fa.app.rial}</span>
      </div>
      <ul className={styles.features}>
        {fa.register.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckmarkCircleRegular className={styles.featureIcon} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button appearance={pkg.appearance} size="large" onClick={onChoose} aria-label={`${fa.register.packageButtons[pkg.id]}: ${title}`}>
        {fa.register.packageButtons[pkg.id]}
      </Button>
    </Card>
  );
}

function Step3({ wizard }: { wizard: RegistrationApi }) {
  const styles = useRegisterStyles();
  const { summary, wantInvoice, invoice } = wizard;
  const pkg = wizard.chosenPackage;
  const money = (value: number) => (
    <>
      <span className={styles.number}>{formatAmount(value)}</span> {fa.app.rial}
    </>
  );
  return (
    <>
      <div className={styles.summary}>
        <SummaryCard title={fa.register.identityTitle}>
          <Fact term={fa.register.fullName}>{orDash(summary.fullName)}</Fact>
          <Fact term={fa.register.fields.mobile}>
            <span className={styles.number}>{orDash(toPersianDigits(summary.mobile))}</span>
          </Fact>
          <Fact term={fa.register.fields.orgName}>{orDash(summary.orgName)}</Fact>
          <Fact term={fa.register.fields.province}>{orDash(summary.provinceName)}</Fact>
          <Fact term={fa.register.fields.phone}>
            <span className={styles.number}>{orDash(toPersianDigits(summary.phone))}</span>
          </Fact>
          <Fact term={fa.register.fields.email}>{orDash(summary.email)}</Fact>
        </SummaryCard>
        <SummaryCard title={fa.register.selectedPackageTitle}>
          <Fact term={fa.register.packageName}>{pkg ? (fa.packages.names[pkg.packageId] ?? fa.app.dash) : fa.app.dash}</Fact>
          <Fact term={fa.register.duration}>{pkg ? fa.register.months(toPersianDigits(pkg.months)) : fa.app.dash}</Fact>
          <Fact term={fa.register.packagePrice}>{money(invoice.price)}</Fact>
        </SummaryCard>
        <SummaryCard title={fa.register.invoiceTitle}>
          <Fact term={fa.register.packagePrice}>{money(invoice.price)}</Fact>
          <Fact term={fa.register.vat}>{money(invoice.vat)}</Fact>
          <Fact term={fa.register.total} total>
            {money(invoice.total)}
            <span className={styles.inToman}>{fa.register.inToman(formatAmount(invoice.total / RIAL_PER_TOMAN))}</span>
          </Fact>
        </SummaryCard>
      </div>
      <Checkbox label={fa.register.wantInvoice} checked={wantInvoice} onChange={(_, data) => wizard.toggleInvoice(data.checked === true)} />
      <p className={styles.hint}>{fa.register.sampleNote}</p>
      <div className={styles.actions}>
        <Button appearance="secondary" disabled={wizard.paying} onClick={wizard.previous}>
          {fa.register.previous}
        </Button>
        <Button
          appearance="primary"
          size="large"
          disabled={!wizard.canSubmitStep3}
          icon={wizard.paying ? <Spinner size="tiny" /> : undefined}
          onClick={wizard.submitStep3}
        >
          {fa.register.pay}
        </Button>
      </div>
    </>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useRegisterStyles();
  return (
    <Card className={styles.summaryCard}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.facts}>{children}</dl>
    </Card>
  );
}

function Fact({ term, children, total }: { term: string; children: ReactNode; total?: boolean }) {
  const styles = useRegisterStyles();
  return (
    <>
      <dt className={mergeClasses(styles.term, total && styles.totalRow)}>{term}</dt>
      <dd className={mergeClasses(styles.definition, total && styles.totalRow, total && styles.total)}>{children}</dd>
    </>
  );
}
