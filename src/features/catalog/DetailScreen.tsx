import { Button, Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { photoUrl } from '../../api/client';
import { medicineDetailMachine, type MedicineDetailEvent, type PriceKind } from '../../../machines/medicine-detail.machine';
import { fa } from '../../i18n/fa';
import { useDetailStyles } from './Detail.styles';
import { DetailA } from './DetailA';
import { DetailB } from './DetailB';
import { historyOf, PRICE_KIND_LABELS } from './DetailParts';

// Loaded on demand: apexcharts and the preview are not part of the detail page's first download.
const PriceChartDialog = lazy(() => import('./PriceChartDialog'));
const PhotoPreview = lazy(() => import('./PhotoPreview'));

export type DetailSnapshot = SnapshotFrom<typeof medicineDetailMachine>;

export interface DetailScreenProps {
  snapshot: DetailSnapshot;
  send: (event: MedicineDetailEvent) => void;
  /** The report button with its dialog (the page wires its own machine). */
  report: ReactNode;
  onClose: () => void;
  onOpenRelated?: (href: string) => void;
}

/** Both detail pages, as a view of the detail machine's snapshot. */
export function DetailScreen({ snapshot, send, report, onClose, onOpenRelated }: DetailScreenProps) {
  const styles = useDetailStyles();
  const closeButton = (
    <Button appearance="secondary" onClick={onClose}>
      {fa.medicine.close}
    </Button>
  );
  if (snapshot.hasTag('loading')) {
    return (
      <div className={styles.status}>
        <Spinner label={fa.medicine.loading} />
      </div>
    );
  }
  const { loaded } = snapshot.context;
  const chart = snapshot.matches({ loaded: 'chart' }) ? snapshot.context.chart : null;
  const photoOpen = snapshot.matches({ loaded: 'photo' });
  if (!snapshot.matches('loaded') || !loaded) {
    return (
      <div className={styles.status} role="status">
        <p>
          {snapshot.matches('notFound') ? fa.medicine.notFound : snapshot.matches('forbidden') ? fa.medicine.forbidden : fa.errors.generic}
        </p>
        <div className={styles.actions}>
          {snapshot.can({ type: 'RETRY' }) && (
            <Button appearance="primary" onClick={() => send({ type: 'RETRY' })}>
              {fa.medicine.retry}
            </Button>
          )}
          {closeButton}
        </div>
      </div>
    );
  }
  const actions = (
    <>
      {report}
      {closeButton}
    </>
  );
  const openChart = (kind: PriceKind) => send({ type: 'CHART.OPEN', kind });
  const photo = loaded.category === 'A' ? loaded.medicine.photo : null;
  const name = loaded.medicine.brand_name_fa?.trim() || fa.medicine.noName;
  return (
    <>
      {loaded.category === 'A' ? (
        <DetailA
          medicine={loaded.medicine}
          onOpenChart={openChart}
          onOpenPhoto={() => send({ type: 'PHOTO.OPEN' })}
          onOpenRelated={onOpenRelated}
          actions={actions}
        />
      ) : (
        <DetailB medicine={loaded.medicine} onOpenChart={openChart} onOpenRelated={onOpenRelated} actions={actions} />
      )}
      {chart && (
        <Suspense fallback={<Spinner className={styles.status} label={fa.app.loading} />}>
          <PriceChartDialog title={PRICE_KIND_LABELS[chart]} history={historyOf(loaded, chart)} onClose={() => send({ type: 'CHART.CLOSE' })} />
        </Suspense>
      )}
      {photoOpen && photo && (
        <Suspense fallback={<Spinner className={styles.status} label={fa.app.loading} />}>
          <PhotoPreview src={photoUrl(photo.path)} alt={fa.medicine.photoAlt(name)} onClose={() => send({ type: 'PHOTO.CLOSE' })} />
        </Suspense>
      )}
    </>
  );
}
