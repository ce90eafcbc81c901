import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import 'apexcharts/line';
import Chart from 'react-apexcharts/core';
import type { PriceEntry } from '../../api/client';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { cspNonce } from '../../lib/cspNonce';
import { formatAmount } from '../../lib/money';
import { pricePoints } from './PriceHistory';

const FONT = 'Vazirmatn, Tahoma, sans-serif';

const useStyles = makeStyles({
  // The chart has a fixed height: no inner scroll region (it would need keyboard access).
  content: { overflowY: 'visible' },
  // apexcharts lays its SVG out left-to-right; the chart box is isolated from the page's direction.
  chart: { direction: 'ltr', minHeight: '300px', fontFamily: FONT },
  // The chart's data for screen readers: the SVG itself says little.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
});

export interface PriceChartDialogProps {
  /** The price kind, e.g. 'قیمت واحد بدون ارزش افزوده'. */
  title: string;
  history: readonly PriceEntry[];
  onClose: () => void;
}

/**
 * A line chart of one price history in a dialog. Loaded with React.lazy, so apexcharts is fetched only
 * when a chart opens. The x axis is a category axis of Persian-calendar labels (apexcharts' own `fa`
 * locale would name Gregorian months in Persian); prices use Persian digits and separators.
 */
export default function PriceChartDialog({ title, history, onClose }: PriceChartDialogProps) {
  const styles = useStyles();
  const modal = useModalStyles();
  const points = useMemo(() => pricePoints(history), [history]);
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'price-history',
        fontFamily: FONT,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
        // The style element apexcharts adds carries the page's CSP nonce (issue 13).
        nonce: cspNonce(),
      },
      stroke: { curve: 'straight', width: 3 },
      markers: { size: 5 },
      dataLabels: { enabled: false },
      colors: ['#0f6cbd'],
      grid: { padding: { left: 16, right: 16 } },
      xaxis: {
        type: 'category',
        categories: points.map((p) => p.dateLabel),
        title: { text: fa.medicine.chartDate, style: { fontFamily: FONT, fontWeight: 400 } },
        labels: { rotate: -45, hideOverlappingLabels: true, style: { fontFamily: FONT } },
        tooltip: { enabled: false },
      },
      yaxis: {
        title: { text: fa.medicine.chartPrice, style: { fontFamily: FONT, fontWeight: 400 } },
        labels: { formatter: (value: number) => formatAmount(value), style: { fontFamily: FONT } },
      },
      tooltip: {
        style: { fontFamily: FONT },
        x: { formatter: (_value, opts) => points[opts?.dataPointIndex ?? -1]?.dateLabel ?? '' },
        y: { formatter: (value: number) => fa.medicine.amountRial(formatAmount(value)), title: { formatter: () => '' } },
      },
      legend: { show: false },
    }),
    [points],
  );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={modal.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {points.length === 0 ? (
              <p className={styles.empty}>{fa.medicine.chartEmpty}</p>
            ) : (
              <>
                <div className={styles.chart} data-testid="price-chart" aria-hidden="true">
                  <Chart type="line" height={300} width="100%" options={options} series={[{ name: title, data: points.map((p) => p.price) }]} />
                </div>
                <table className={styles.visuallyHidden} data-testid="price-table">
                  <caption>{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{fa.medicine.chartDate}</th>
                      <th scope="col">{fa.medicine.chartPrice}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.map((p) => (
                      <tr key={p.time}>
                        <td>{p.dateLabel}</td>
                        <td>{p.priceLabel}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {fa.medicine.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
