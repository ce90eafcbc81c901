import { useEffect } from 'react';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { notifier } from '../api/notifier';

/** The app's one toaster: shows every `notifier` notice at the top of the page (SPEC §8). */
export function AppToaster() {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      notifier.subscribe((notice) => {
        dispatchToast(
          <Toast>
            <ToastTitle>{notice.text}</ToastTitle>
          </Toast>,
          { intent: notice.intent, position: 'top', timeout: 5000 },
        );
      }),
    [dispatchToast],
  );

  return <Toaster toasterId={toasterId} position="top" limit={3} pauseOnHover />;
}
