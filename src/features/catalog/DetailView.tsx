import { Button, Spinner } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { photoUrl } from '../../api/urls';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { lazyPage as lazy } from '../../components/lazyPage';
import { LoadFailed } from '../../components/LoadFailed';
import { WatchStar } from '../../components/WatchStar';
import { connectMedicineDetail, type MedicineDetailSnapshot } from '../../../machines/medicine-detail.connect';
import type { MedicineDetailEvent } from '../../../machines/medicine-detail.types';
import { fa } from '../../i18n/fa';
import { faMedicine } from '../../i18n/fa-medicine';
import { useDetailStyles } from './Detail.styles';
import { DetailA } from './DetailA';
import { DetailB } from './DetailB';
import { PRICE_KIND_LABELS } from './DetailParts';

// Loaded on demand: apexcharts and the preview are not part of the detail page's first download.
const PriceChartDialog = lazy(() => import('./PriceChartDialog'));
const PhotoPreview = lazy(() => import('./PhotoPreview'));

export type DetailSnapshot = MedicineDetailSnapshot;

export interface DetailViewProps {
  snapshot: DetailSnapshot;
  send: (event: MedicineDetailEvent) => void;
  /** The report button with its dialog (the page wires its own machine). */
  report: ReactNode;
  /** The 'same medicine, other brands' card, shown under a loaded drug (behaviour §10.3). */
  equivalents?: ReactNode;
  onClose: () => void;
  onOpenRelated?: (href: string) => void;
  /** Drawn above the spinner while the drug loads (the title bar the first paint drew, if any). */
  pending?: ReactNode;
}

/** Both detail pages, as a view of the detail machine's snapshot. */
export function DetailView({ snapshot, send, report, equivalents, onClose, onOpenRelated, pending }: DetailViewProps) {
  const styles = useDetailStyles();
  const detail = connectMedicineDetail(snapshot, send);
  const closeButton = (
    <Button appearance="secondary" onClick={onClose}>
      {faMedicine.close}
    </Button>
  );
  if (detail.loading) {
    return (
      <>
        {pending}
        <div className={styles.status}>
          <Spinner label={faMedicine.loading} />
        </div>
      </>
    );
  }
  const { loaded, chart, photo } = detail;
  if (!loaded) {
    if (detail.canRetry) {
      // A failed load says what went wrong and offers 'try again' (never "not found").
      return (
        <div className={styles.status}>
          <LoadFailed failure={detail.failure} onRetry={detail.retry} />
          <div className={styles.actions}>{closeButton}</div>
        </div>
      );
    }
    return (
      <div className={styles.status} role="status">
        <p>{detail.problem === 'notFound' ? faMedicine.notFound : faMedicine.forbidden}</p>
        <div className={styles.actions}>{closeButton}</div>
      </div>
    );
  }
  const actions = (
    <>
      <WatchStar category={loaded.category} medicineId={loaded.medicine._id} name={loaded.medicine.brand_name_fa} withText />
      {report}
      {closeButton}
    </>
  );
  const { openChart } = detail;
  const name = loaded.medicine.brand_name_fa?.trim() || fa.drug.noName;
  return (
    <>
      {loaded.category === 'A' ? (
        <DetailA
          medicine={loaded.medicine}
          source={detail.currentSource}
          derived={detail.derivedKinds}
          onOpenChart={openChart}
          onOpenPhoto={detail.openPhoto}
          photoShown={detail.photoShown}
          onPhotoFailed={detail.photoFailed}
          onOpenRelated={onOpenRelated}
          actions={actions}
        />
      ) : (
        <DetailB
          medicine={loaded.medicine}
          source={detail.currentSource}
          onOpenChart={openChart}
          onOpenRelated={onOpenRelated}
          actions={actions}
        />
      )}
      {equivalents}
      {chart && (
        <ChunkBoundary onClose={detail.closeChart}>
          <Suspense fallback={<Spinner className={styles.status} label={fa.app.loading} />}>
            <PriceChartDialog
              title={PRICE_KIND_LABELS[chart]}
              history={detail.chartPoints}
              sourced={detail.sourced}
              onClose={detail.closeChart}
            />
          </Suspense>
        </ChunkBoundary>
      )}
      {photo && (
        <ChunkBoundary onClose={detail.closePhoto}>
          <Suspense fallback={<Spinner className={styles.status} label={fa.app.loading} />}>
            <PhotoPreview src={photoUrl(photo.path)} alt={faMedicine.photoAlt(name)} onClose={detail.closePhoto} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
