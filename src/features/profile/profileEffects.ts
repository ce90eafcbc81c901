import type { ApiFailure } from '../../api/errors';
import { notifier } from '../../api/notifier';
import { paths } from '../../routes/paths';
import { fa } from '../../i18n/fa';
import { faPrices } from '../../i18n/fa-prices';

/** What the profile screen's effects need from the app. */
export interface ProfileEffectDeps {
  gate: { send: (event: { type: 'PROFILE.CHANGED' }) => void };
  navigate: (to: string) => void;
}

/** The real bodies of the effects the profile machine names: toasts, the access gate, navigation. */
export function profileEffects({ gate, navigate }: ProfileEffectDeps) {
  return {
    announce: (_: unknown, params: { message: string; carry?: boolean }) => notifier.success(params.message, { carry: params.carry }),
    reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
    showMandatory: () => notifier.error(fa.profile.mandatoryValues),
    showInvalid: () => notifier.error(fa.profile.fixMarked),
    profileChanged: () => gate.send({ type: 'PROFILE.CHANGED' }),
    goToPackages: () => navigate(paths.packages.buy),
  };
}

/** The real body of the effect the watch-digest machine names: the toast after a save. */
export const watchDigestEffects = {
  announceSaved: (_: unknown, params: { on: boolean }) => notifier.success(params.on ? fa.watchDigest.turnedOn : fa.watchDigest.turnedOff),
};

/** The real bodies of the API keys card's effects: the clipboard and the toasts (behaviour §10.12). */
export const apiKeysEffects = {
  copyKey: (_: unknown, params: { key: string }) => {
    navigator.clipboard.writeText(params.key).then(
      () => notifier.success(faPrices.keys.copied),
      () => notifier.error(faPrices.keys.copyFailed),
    );
  },
  announceRevoked: (_: unknown, params: { name: string }) => notifier.success(faPrices.keys.revokedToast(params.name)),
  reportFailure: (_: unknown, params: { failure: ApiFailure }) => notifier.failure(params.failure),
};
