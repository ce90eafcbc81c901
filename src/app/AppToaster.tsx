import { useEffect } from 'react';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { notifier, type Notice } from '../api/notifier';

/** The toasts on screen, one per kind (intent). */
interface Shown {
  id: string;
  text: string;
  carry: boolean;
}

/**
 * The app's one toaster (behaviour §8). One policy for every notice:
 * - at most one toast per kind: a new error replaces the error on screen, the same text is not
 *   shown twice;
 * - a toast belongs to its page: it is dismissed when the address's path changes, unless the
 *   notice says it belongs to the next page (`carry`: the welcome after sign-in);
 * - at the bottom of the screen, where it never covers the header or the page title;
 * - read politely by screen readers (it never interrupts what is being read).
 */
export function AppToaster() {
  const toasterId = useId('app-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);

  useEffect(() => {
    const shown = new Map<Notice['intent'], Shown>();
    let serial = 0;
    const forget = (intent: Notice['intent'], id: string) => {
      if (shown.get(intent)?.id === id) shown.delete(intent);
    };
    const stopPages = notifier.subscribePages(() => {
      for (const [intent, toast] of [...shown]) {
        if (toast.carry) {
          toast.carry = false;
        } else {
          dismissToast(toast.id);
          shown.delete(intent);
        }
      }
    });
    const stopNotices = notifier.subscribe(({ intent, text, carry = false }) => {
      const current = shown.get(intent);
      if (current?.text === text) {
        current.carry ||= carry;
        return;
      }
      if (current) dismissToast(current.id);
      const id = `${intent}-${++serial}`;
      shown.set(intent, { id, text, carry });
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        {
          toastId: id,
          intent,
          position: 'bottom',
          timeout: 5000,
          politeness: 'polite',
          onStatusChange: (_, { status }) => {
            if (status === 'dismissed' || status === 'unmounted') forget(intent, id);
          },
        },
      );
    });
    return () => {
      stopPages();
      stopNotices();
    };
  }, [dispatchToast, dismissToast]);

  return <Toaster toasterId={toasterId} position="bottom" limit={4} pauseOnHover />;
}
