/**
 * The model-test walk options of each machine, for the explorer: the events with their payloads, the
 * outputs and errors its invoked actors answer with, the inputs it starts from. They are the very
 * objects the model tests walk (`machines/model/<name>.walk.ts` export them), so the explorer lists the
 * same paths; tests/machines/explorer.test.tsx checks that every walk still takes every transition.
 * Machines added later: export the walk from its test, re-export it here, and add one line in registry.tsx.
 */
import type { AnyStateMachine } from 'xstate';
import type { ModelOptions } from '../../machines/model/model';
import { accessGateWalk as accessGate } from '../../machines/model/access-gate.walk';
import { catalogListWalk as catalogList } from '../../machines/model/catalog-list.walk';
import { medicineDetailWalk as medicineDetail } from '../../machines/model/medicine-detail.walk';
import { otpLoginWalk as otpLogin } from '../../machines/model/otp-login.walk';
import { otpVerificationWalk as otpVerification } from '../../machines/model/otp-verification.walk';
import { checkoutWalk as checkout, packagesWalk as packages } from '../../machines/model/packages.walk';
import { registrationWalk as registration } from '../../machines/model/registration.walk';
import { reportDialogWalk as reportDialog } from '../../machines/model/report-dialog.walk';
import { resendCountdownWalk as resendCountdown } from '../../machines/model/resend-countdown.walk';
import { watchDigestWalk as watchDigest } from '../../machines/model/watch-digest.walk';
import { offlineSyncWalk as offlineSync } from '../../machines/model/offline-sync.walk';
import { signInLinkWalk as signInLink } from '../../machines/model/sign-in-link.walk';
import * as imports from '../../machines/ops/model/import.walk';
import * as ops from '../../machines/ops/model/ops.walk';
import * as prices from '../../machines/model/prices.walk';

export type WalkOptions = ModelOptions<AnyStateMachine>;

/** A machine's own walk options, seen through the registry's machine-agnostic type. */
const walk = <TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) => options as unknown as WalkOptions;

export const accessGateWalk = walk(accessGate);
export const catalogListWalk = walk(catalogList);
export const checkoutWalk = walk(checkout);
export const medicineDetailWalk = walk(medicineDetail);
export const otpLoginWalk = walk(otpLogin);
export const otpVerificationWalk = walk(otpVerification);
export const packagesWalk = walk(packages);
export const registrationWalk = walk(registration);
export const reportDialogWalk = walk(reportDialog);
export const resendCountdownWalk = walk(resendCountdown);
export const watchDigestWalk = walk(watchDigest);
export const offlineSyncWalk = walk(offlineSync);
export const signInLinkWalk = walk(signInLink);
export const opsAccessWalk = walk(ops.opsAccessWalk);
export const opsInboxWalk = walk(ops.opsInboxWalk);
export const opsTicketWalk = walk(ops.opsTicketWalk);
export const opsReportsWalk = walk(ops.opsReportsWalk);
export const opsPharmacyWalk = walk(ops.opsPharmacyWalk);
export const opsPackagesWalk = walk(ops.opsPackagesWalk);
export const opsAuditWalk = walk(ops.opsAuditWalk);
export const opsOperatorsWalk = walk(ops.opsOperatorsWalk);
export const myReportsWalk = walk(ops.myReportsWalk);
export const opsImportWalk = walk(imports.opsImportWalk);
export const opsImportHistoryWalk = walk(imports.opsImportHistoryWalk);
export const opsMedicineWalk = walk(prices.opsMedicineWalk);
export const apiKeysWalk = walk(prices.apiKeysWalk);
