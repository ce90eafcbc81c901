/**
 * The machine explorer's registry: one line per machine file (keyed by its name without
 * `.machine.ts`). A line gives the machine, the real screen fed by the explorer's running actor
 * (`snapshot` + `send`, exactly what the page passes its view) and the model-test walk options
 * (stories/machines/models.ts: event payloads, the API doubles' outputs and errors, inputs).
 *
 * `Machines/<machine id>` appears in Storybook for every machines/*.machine.ts without a line here
 * (chart, stepping and paths work from the definition alone); the line adds the screen and the
 * payloads. tests/machines/explorer-registry.test.ts fails while a machine file has no line.
 */
import type { ReactNode } from 'react';
import { Button, Field } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { accessGateMachine } from '../../machines/access-gate.machine';
import { catalogListMachine } from '../../machines/catalog-list.machine';
import { medicineDetailMachine } from '../../machines/medicine-detail.machine';
import { otpLoginMachine } from '../../machines/otp-login.machine';
import { registrationMachine } from '../../machines/registration.machine';
import { connectReportDialog } from '../../machines/report-dialog.connect';
import { reportDialogMachine } from '../../machines/report-dialog.machine';
import { resendCountdownMachine } from '../../machines/resend-countdown.machine';
import { offlineSyncMachine } from '../../machines/offline-sync.machine';
import { OfflineCornerView } from '../../src/offline/ui/OfflineCornerView';
import { OfflineStatusView } from '../../src/offline/ui/OfflineStatusView';
import { OfflineSwitchView } from '../../src/offline/ui/OfflineSwitchView';
import { ShellLayout } from '../../src/app/ShellLayout';
import { AccessGateProvider } from '../../src/components/session';
import { LoginView } from '../../src/features/auth/LoginView';
import { RegisterView } from '../../src/features/auth/RegisterView';
import { DetailView } from '../../src/features/catalog/DetailView';
import { ListView } from '../../src/features/catalog/ListView';
import { ReportDialog } from '../../src/features/catalog/ReportDialog';
import { connectResendCountdown } from '../../machines/resend-countdown.connect';
import { fa } from '../../src/i18n/fa';
import { faMedicine } from '../../src/i18n/fa-medicine';
import { formatMinutesSeconds } from '../../src/lib/clock';
import { screenLabels } from './Explorer';
import * as walks from './models';
import { priceChangeListMachine } from '../../machines/price-change-list.machine';
import { profileMachine } from '../../machines/profile.machine';
import { ticketsMachine } from '../../machines/tickets.machine';
import { PriceChangeListView } from '../../src/features/price-changes/PriceChangeListView';
import { ProfileView } from '../../src/features/profile/ProfileView';
import { TicketsView } from '../../src/features/tickets/TicketsView';
import { priceChangeListWalk } from '../../machines/model/price-change-list.walk';
import { profileWalk } from '../../machines/model/profile.walk';
import { ticketsWalk } from '../../machines/model/tickets.walk';
import { checkoutMachine } from '../../machines/checkout.machine';
import { connectOtpVerification, otpChildOf } from '../../machines/otp-verification.connect';
import { otpVerificationMachine } from '../../machines/otp-verification.machine';
import { packagesMachine } from '../../machines/packages.machine';
import { failureMessage } from '../../src/api/errors';
import { OtpInput } from '../../src/components/OtpInput';
import { ResendControl } from '../../src/features/auth/ResendControl';
import { PackagesView } from '../../src/features/packages/PackagesView';
import { watchlistMachine } from '../../machines/watchlist.machine';
import { WatchlistRefProvider } from '../../src/components/watchlist';
import { WatchBell } from '../../src/components/WatchBell';
import { WatchAlertsPanel } from '../../src/components/WatchAlertsPanel';
import { WatchStar } from '../../src/components/WatchStar';
import { WatchlistScreen } from '../../src/features/watchlist/WatchlistView';
import { watchlistWalk } from '../../machines/model/watchlist.walk';
import { medicineEquivalentsMachine } from '../../machines/medicine-equivalents.machine';
import { EquivalentsView } from '../../src/features/catalog/EquivalentsCard';
import { medicineEquivalentsWalk } from '../../machines/model/medicine-equivalents.walk';
import { barcodeScanMachine } from '../../machines/barcode-scan.machine';
import { ScanDialog } from '../../src/components/scan/ScanDialog';
import { barcodeScanWalk } from '../../machines/model/barcode-scan.walk';
import { watchDigestMachine } from '../../machines/watch-digest.machine';
import { WatchDigestView } from '../../src/features/profile/WatchDigestView';
import { signInLinkMachine } from '../../machines/sign-in-link.machine';
import { SignInLinkView } from '../../src/features/auth/SignInLinkView';
import { myReportsMachine } from '../../machines/my-reports.machine';
import { connectOpsAccess } from '../../machines/ops/ops-access.connect';
import { opsAccessMachine } from '../../machines/ops/ops-access.machine';
import { opsAuditMachine } from '../../machines/ops/ops-audit.machine';
import { opsImportMachine } from '../../machines/ops/ops-import.machine';
import { opsImportHistoryMachine } from '../../machines/ops/ops-import-history.machine';
import { opsInboxMachine } from '../../machines/ops/ops-inbox.machine';
import { opsOperatorsMachine } from '../../machines/ops/ops-operators.machine';
import { opsPackagesMachine } from '../../machines/ops/ops-packages.machine';
import { opsPharmacyMachine } from '../../machines/ops/ops-pharmacy.machine';
import { opsMedicineMachine } from '../../machines/ops/ops-medicine.machine';
import { apiKeysMachine } from '../../machines/api-keys.machine';
import { ApiKeysView } from '../../src/features/profile/ApiKeysView';
import { MedicinesView } from '../../src/ops/features/medicines/MedicinesView';
import { opsReportsMachine } from '../../machines/ops/ops-reports.machine';
import { opsTicketMachine } from '../../machines/ops/ops-ticket.machine';
import { OpsFrameView } from '../../src/ops/OpsLayout';
import { MyReportsView } from '../../src/features/catalog/MyReportsCard';
import { AuditView } from '../../src/ops/features/audit/AuditView';
import { ImportView } from '../../src/ops/features/imports/ImportView';
import { ImportHistoryView } from '../../src/ops/features/imports/ImportHistoryView';
import { OperatorsView } from '../../src/ops/features/operators/OperatorsView';
import { PackagesView as OpsPackagesView } from '../../src/ops/features/packages/PackagesView';
import { PharmacyView } from '../../src/ops/features/pharmacies/PharmacyView';
import { ReportsView } from '../../src/ops/features/reports/ReportsView';
import { InboxView } from '../../src/ops/features/tickets/InboxView';
import { TicketView } from '../../src/ops/features/tickets/TicketView';

/** What a screen gets: the running actor's snapshot and its `send` (the explorer records each event). */
export interface ScreenProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  snapshot: any;
  send: (event: EventObject) => void;
  actor: AnyActorRef;
}

export interface RegistryEntry {
  machine: AnyStateMachine;
  /** The real Fluent screen for the running actor. */
  Screen?: (props: ScreenProps) => ReactNode;
  /** The model-test walk options (payloads, outputs, errors, inputs). */
  walk?: walks.WalkOptions;
}

const line = (machine: AnyStateMachine, Screen: RegistryEntry['Screen'], walk?: walks.WalkOptions): RegistryEntry => ({
  machine,
  Screen,
  walk,
});
const log = (what: string) => (value: unknown) => console.info(what, value);

/** The running one-time-code child of a login or wizard snapshot, as the pages pass it to their views. */
function useOtpChild(snapshot: { children: Record<string, unknown> }) {
  const child = otpChildOf(snapshot);
  const otpSnapshot = useSelector(child, (s) => s);
  return child ? { snapshot: otpSnapshot, send: child.send } : undefined;
}

function LoginWithCode({ snapshot, send }: ScreenProps) {
  return <LoginView snapshot={snapshot} send={send} otp={useOtpChild(snapshot)} navigate={log('navigate')} />;
}

function RegisterWithCode({ snapshot, send }: ScreenProps) {
  return <RegisterView snapshot={snapshot} send={send} otp={useOtpChild(snapshot)} navigate={log('navigate')} />;
}

/** The code step the login and the wizard's dialog share: boxes, resend with its countdown, confirm and cancel. */
function CodeStep({ snapshot, send }: ScreenProps) {
  const code = connectOtpVerification(snapshot, send);
  const error = code.failure ? failureMessage(code.failure) : null;
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Field label={fa.auth.codeTitle} validationState={error ? 'error' : 'none'} validationMessage={error}>
        <OtpInput
          value={code.code}
          onChange={code.changeCode}
          length={code.codeLength}
          disabled={code.codeLocked}
          invalid={Boolean(error)}
        />
      </Field>
      <ResendControl code={code} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button appearance="primary" disabled={!code.canSubmit} onClick={code.submitCode}>
          {fa.auth.confirm}
        </Button>
        <Button disabled={!code.canCancel} onClick={code.cancel}>
          {fa.auth.editNumber}
        </Button>
      </div>
    </div>
  );
}

export const registry: Record<string, RegistryEntry> = {
  'access-gate': line(
    accessGateMachine,
    ({ actor }) => (
      <AccessGateProvider value={actor as never}>
        <ShellLayout>
          <p>{screenLabels.pageContent}</p>
        </ShellLayout>
      </AccessGateProvider>
    ),
    walks.accessGateWalk,
  ),
  'catalog-list': line(catalogListMachine, ({ snapshot, send }) => <ListView snapshot={snapshot} send={send} />, walks.catalogListWalk),
  'medicine-detail': line(
    medicineDetailMachine,
    ({ snapshot, send }) => <DetailView snapshot={snapshot} send={send} report={null} onClose={() => console.info('close')} />,
    walks.medicineDetailWalk,
  ),
  checkout: line(checkoutMachine, undefined, walks.checkoutWalk),
  'otp-login': line(otpLoginMachine, LoginWithCode, walks.otpLoginWalk),
  'otp-verification': line(otpVerificationMachine, CodeStep, walks.otpVerificationWalk),
  packages: line(
    packagesMachine,
    ({ snapshot, send }) => (
      <PackagesView snapshot={snapshot} send={send} onTab={(tab) => send({ type: 'TAB.SHOW', tab, orderId: null } as EventObject)} />
    ),
    walks.packagesWalk,
  ),
  'price-change-list': line(
    priceChangeListMachine,
    ({ snapshot, send }) => <PriceChangeListView snapshot={snapshot} send={send} today={{ jy: 1405, jm: 8, jd: 15 }} />,
    priceChangeListWalk,
  ),
  profile: line(profileMachine, ({ snapshot, send }) => <ProfileView snapshot={snapshot} send={send} />, profileWalk),
  registration: line(registrationMachine, RegisterWithCode, walks.registrationWalk),
  'report-dialog': line(
    reportDialogMachine,
    ({ snapshot, send }) => (
      <>
        <Button appearance="primary" onClick={connectReportDialog(snapshot, send).openDialog}>
          {faMedicine.sendReport}
        </Button>
        <ReportDialog snapshot={snapshot} send={send} />
      </>
    ),
    walks.reportDialogWalk,
  ),
  tickets: line(ticketsMachine, ({ snapshot, send }) => <TicketsView snapshot={snapshot} send={send} />, ticketsWalk),
  watchlist: line(
    watchlistMachine,
    ({ actor }) => (
      <WatchlistRefProvider value={actor as never}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <WatchBell />
          <WatchStar category="A" medicineId="a-1" name="آموکسی‌سیلین ۵۰۰ میلی‌گرم" />
          <WatchStar category="B" medicineId="b-9" name="سرترالین" />
        </div>
        <WatchAlertsPanel go={() => (event) => event.preventDefault()} />
        <WatchlistScreen />
      </WatchlistRefProvider>
    ),
    watchlistWalk,
  ),
  'barcode-scan': line(barcodeScanMachine, ({ snapshot, send }) => <ScanDialog snapshot={snapshot} send={send} />, barcodeScanWalk),
  'medicine-equivalents': line(
    medicineEquivalentsMachine,
    ({ snapshot, send }) => <EquivalentsView snapshot={snapshot} send={send} onOpen={log('open')} />,
    medicineEquivalentsWalk,
  ),
  'sign-in-link': line(signInLinkMachine, ({ snapshot, send }) => <SignInLinkView snapshot={snapshot} send={send} />, walks.signInLinkWalk),
  'watch-digest': line(
    watchDigestMachine,
    ({ snapshot, send }) => <WatchDigestView snapshot={snapshot} send={send} />,
    walks.watchDigestWalk,
  ),
  'offline-sync': line(
    offlineSyncMachine,
    ({ snapshot, send }) => (
      <>
        <OfflineStatusView snapshot={snapshot} send={send} />
        <OfflineCornerView snapshot={snapshot} send={send} />
        <OfflineSwitchView snapshot={snapshot} send={send} />
      </>
    ),
    walks.offlineSyncWalk,
  ),
  'resend-countdown': line(
    resendCountdownMachine,
    ({ snapshot }) => (
      <p role="timer">
        {fa.auth.resendIn(formatMinutesSeconds(connectResendCountdown(snapshot as AnyMachineSnapshot as never, 0).remaining))}
      </p>
    ),
    walks.resendCountdownWalk,
  ),
  'ops-access': line(
    opsAccessMachine,
    ({ snapshot, send }) => (
      <OpsFrameView access={connectOpsAccess(snapshot, send)}>
        <p>{screenLabels.pageContent}</p>
      </OpsFrameView>
    ),
    walks.opsAccessWalk,
  ),
  'ops-inbox': line(opsInboxMachine, ({ snapshot, send }) => <InboxView snapshot={snapshot} send={send} />, walks.opsInboxWalk),
  'ops-ticket': line(opsTicketMachine, ({ snapshot, send }) => <TicketView snapshot={snapshot} send={send} />, walks.opsTicketWalk),
  'ops-reports': line(opsReportsMachine, ({ snapshot, send }) => <ReportsView snapshot={snapshot} send={send} />, walks.opsReportsWalk),
  'ops-pharmacy': line(opsPharmacyMachine, ({ snapshot, send }) => <PharmacyView snapshot={snapshot} send={send} />, walks.opsPharmacyWalk),
  'ops-packages': line(
    opsPackagesMachine,
    ({ snapshot, send }) => <OpsPackagesView snapshot={snapshot} send={send} />,
    walks.opsPackagesWalk,
  ),
  'ops-audit': line(opsAuditMachine, ({ snapshot, send }) => <AuditView snapshot={snapshot} send={send} />, walks.opsAuditWalk),
  'ops-import': line(opsImportMachine, ({ snapshot, send }) => <ImportView snapshot={snapshot} send={send} />, walks.opsImportWalk),
  'ops-import-history': line(
    opsImportHistoryMachine,
    ({ snapshot, send }) => <ImportHistoryView snapshot={snapshot} send={send} />,
    walks.opsImportHistoryWalk,
  ),
  'ops-medicine': line(
    opsMedicineMachine,
    ({ snapshot, send }) => <MedicinesView snapshot={snapshot} send={send} />,
    walks.opsMedicineWalk,
  ),
  'api-keys': line(apiKeysMachine, ({ snapshot, send }) => <ApiKeysView snapshot={snapshot} send={send} />, walks.apiKeysWalk),
  'ops-operators': line(
    opsOperatorsMachine,
    ({ snapshot, send }) => <OperatorsView snapshot={snapshot} send={send} />,
    walks.opsOperatorsWalk,
  ),
  'my-reports': line(myReportsMachine, ({ snapshot, send }) => <MyReportsView snapshot={snapshot} send={send} />, walks.myReportsWalk),
};
