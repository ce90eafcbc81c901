import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Link,
} from '@fluentui/react-components';
import { HeadsetRegular } from '@fluentui/react-icons';
import { siteConfig } from '../../config/site';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { useAuthStyles } from './auth.styles';

/** The link under the code boxes and its dialog with the support phone number (behaviour §2). */
export function SupportDialog({ defaultOpen = false }: { /** Open at once (clicked while this chunk loaded). */ defaultOpen?: boolean }) {
  const styles = useAuthStyles();
  const modal = useModalStyles();
  const phone = siteConfig.supportPhone;
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="transparent" size="small" icon={<HeadsetRegular />}>
          {fa.auth.support}
        </Button>
      </DialogTrigger>
      <DialogSurface className={modal.surface}>
        <DialogBody>
          <DialogTitle>{fa.auth.supportTitle}</DialogTitle>
          <DialogContent>
            <p>{fa.auth.supportText}</p>
            <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} className={styles.phoneLink}>
              {toPersianDigits(phone)}
            </Link>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{fa.auth.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
