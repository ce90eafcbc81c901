import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { barcodeScanActors } from '../../../machines/barcode-scan.actors';
import { connectBarcodeScan } from '../../../machines/barcode-scan.connect';
import { barcodeScanMachine } from '../../../machines/barcode-scan.machine';
import { api } from '../../api/client';
import { failureMessage } from '../../api/errors';
import { UnknownLabelView } from '../../components/scan/LabelCard';
import { fa } from '../../i18n/fa';
import { faLabel } from '../../i18n/fa-label';
import { bracketed } from '../../lib/gs1';
import { catalogPaths, paths } from '../../routes/paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    width: '100%',
  },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

/** The camera is never used here: the address is the code. */
const noCamera = { start: () => () => {} };

/**
 * Route /01/{gtin}… (behaviour §10.4): a GS1 Digital Link opened from a pack (a phone's camera app
 * reading its QR, or a link). The address is read as a label by the scan machine: a drug the
 * catalogue has opens its detail; one it lacks shows the label's fields and the report offer.
 */
export default function GtinLinkPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const logic = useMemo(
    () =>
      barcodeScanMachine.provide({
        actors: barcodeScanActors(api, noCamera),
        actions: {
          openReport: (_, { label }) =>
            navigate(paths.tickets, {
              state: {
                draft: {
                  title: faLabel.card.reportTitle(label.gtin),
                  report: faLabel.card.reportText(bracketed([...label.elements, ...label.unknown])),
                },
              },
            }),
        },
      }),
    [navigate],
  );
  const [snapshot, send] = useMachine(logic);
  useEffect(() => {
    send({ type: 'SCAN.OPEN' });
    send({ type: 'CODE.CHANGE', value: `${window.location.origin}${pathname}${search}` });
    send({ type: 'CODE.SUBMIT' });
  }, [pathname, search, send]);
  const scan = connectBarcodeScan(snapshot, send);
  if (scan.card) return <Navigate to={catalogPaths(scan.card.medicine.category as 'A' | 'B').detail(scan.card.medicine._id)} replace />;
  if (!scan.available) return <Navigate to={paths.notFound} replace />;
  return (
    <section className={styles.root} aria-busy={scan.busy}>
      <Text as="h1" size={600} weight="semibold">
        {faLabel.card.title}
      </Text>
      {scan.busy && <Spinner size="small" label={fa.scan.lookingUp} />}
      {scan.unknownLabel && <UnknownLabelView {...scan.unknownLabel} onReport={scan.report} />}
      {scan.notice === 'labelInvalid' && scan.labelProblem && (
        <p className={styles.error} role="alert" data-testid="label-problem">
          {faLabel.problem(scan.labelProblem)}
        </p>
      )}
      {scan.notice === 'failed' && (
        <>
          <p className={styles.error} role="alert">
            {scan.failure ? failureMessage(scan.failure) : fa.scan.failed}
          </p>
          <Button onClick={scan.submit}>{faLabel.card.retry}</Button>
        </>
      )}
    </section>
  );
}
