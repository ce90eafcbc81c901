import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { ApexOptions } from 'apexcharts';
import { useEffect, useMemo, useState } from 'react';
import 'apexcharts/line';
import Chart from 'react-apexcharts/core';
import { useModalStyles } from '../../components/modal.styles';
import { faMedicine } from '../../i18n/fa-medicine';
import { cspNonce } from '../../lib/cspNonce';
import { formatJalaliDate } from '../../lib/jalali';
import { formatAmount } from '../../lib/money';
import { darobanBrand } from '../../components/theme';
import type { SourcedEntry } from '../../../machines/medicine-detail.connect';
import { faPrices } from '../../i18n/fa-prices';
import { jalaliTickLabel, pricePoints, priceTimeline } from './PriceHistory';
import { PriceSourceLine, sourceShort } from './PriceSourceLine';

const FONT = 'Vazirmatn, Tahoma, sans-serif';

/** Below this chart width the axes give the plot their room: no axis titles, a narrow margin. */
const NARROW_PX = 400;
/** The room a y-axis's labels take, for the tick count (apexcharts sizes it from the labels). */
const Y_LABELS_PX = 72;
/** Pixels a Persian character of a tick label takes at apexcharts' 12 px, and the space between labels. */
const LABEL_CHAR_PX = 6;
const LABEL_GAP_PX = 16;

const useStyles = makeStyles({
  // On a phone the dialog gives the chart the screen's width: a narrower margin around it.
  surface: { '@media (max-width: 480px)': { paddingInline: tokens.spacingHorizontalM } },
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
  latest: { margin: 0, marginBlockEnd: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
});

export interface PriceChartDialogProps {
  /** The price kind, e.g. 'قیمت واحد بدون ارزش افزوده'. */
  title: string;
  /** The series' points, each with its own source where the backend records them (behaviour §10.12). */
  history: readonly SourcedEntry[];
  /** Whether the backend records sources (the table then has a source column). */
  sourced?: boolean;
  onClose: () => void;
}

/** The brand colour of the theme (apexcharts takes a colour, not a CSS variable). */
const BRAND = darobanBrand[80];

/**
 * One price history as a step chart in a dialog. Loaded with React.lazy, so apexcharts is fetched only
 * when a chart opens. The x axis is time itself (a 5-month gap is wider than a 2-week one), with
 * Persian-calendar tick labels chosen for the span shown (apexcharts' own `fa` locale would name
 * Gregorian months in Persian); a price holds until it changes, so the line is drawn as steps and the
 * last price runs on to today. The latest change is called out above the chart, in words a screen
 * reader reads; prices use Persian digits and separators.
 */
export default function PriceChartDialog({ title, history, sourced, onClose }: PriceChartDialogProps) {
  const styles = useStyles();
  const modal = useModalStyles();
  const points = useMemo(() => pricePoints(history), [history]);
  const timeline = useMemo(() => priceTimeline(points, Date.now()), [points]);
  // The chart's width, known before it is drawn: the tick count and the margins follow it.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  const narrow = width > 0 && width < NARROW_PX;
  const ticks = useMemo(() => {
    if (!timeline || width === 0) return 5;
    const span = timeline.max - timeline.min;
    // The widest label the span's format writes, and as many of them as fit the plot side by side.
    const widest = Math.max(...[timeline.min, (timeline.min + timeline.max) / 2, timeline.max].map((t) => jalaliTickLabel(t, span).length));
    const plot = width - Y_LABELS_PX - (narrow ? 8 : 48);
    return Math.max(1, Math.min(8, Math.floor(plot / (widest * LABEL_CHAR_PX + LABEL_GAP_PX))));
  }, [timeline, width, narrow]);
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'price-history',
        fontFamily: FONT,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
        // The style element apexcharts adds carries the page's CSP nonce (behaviour §12.4).
        nonce: cspNonce(),
      },
      stroke: { curve: 'stepline', width: 3 },
      // Markers on the recorded changes only, not on the carried last price.
      markers: {
        size: 0,
        hover: { size: 6 },
        discrete: points.map((_, index) => ({ seriesIndex: 0, dataPointIndex: index, size: 5, fillColor: BRAND, strokeColor: '#fff' })),
      },
      dataLabels: { enabled: false },
      colors: [BRAND],
      grid: { padding: narrow ? { left: 4, right: 4 } : { left: 24, right: 24 } },
      xaxis: {
        type: 'numeric',
        min: timeline?.min,
        max: timeline?.max,
        // Evenly spaced in time, so the axis stays proportional; as many as fit side by side.
        tickAmount: ticks,
        title: { text: narrow ? undefined : faMedicine.chartDate, style: { fontFamily: FONT, fontWeight: 400 } },
        labels: {
          rotate: 0,
          hideOverlappingLabels: true,
          style: { fontFamily: FONT },
          formatter: (value: string) => (timeline ? jalaliTickLabel(Number(value), timeline.max - timeline.min) : ''),
        },
        tooltip: { enabled: false },
      },
      yaxis: {
        title: { text: narrow ? undefined : faMedicine.chartPrice, style: { fontFamily: FONT, fontWeight: 400 } },
        labels: { formatter: (value: number) => formatAmount(value), style: { fontFamily: FONT } },
      },
      tooltip: {
        style: { fontFamily: FONT },
        x: { formatter: (value: number) => formatJalaliDate(new Date(value)) },
        y: { formatter: (value: number) => faMedicine.amountRial(formatAmount(value)), title: { formatter: () => '' } },
      },
      legend: { show: false },
    }),
    [points, timeline, ticks, narrow],
  );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(modal.surface, styles.surface)}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {!timeline ? (
              <p className={styles.empty}>{faMedicine.chartEmpty}</p>
            ) : (
              <>
                <p className={styles.latest} data-testid="price-latest">
                  {faMedicine.chartLatest(timeline.latest.priceLabel, timeline.latest.dateLabel)}
                </p>
                <PriceSourceLine source={sourced ? (timeline.latest.source ?? { kind: 'seed' }) : undefined} />
                <div className={styles.chart} data-testid="price-chart" aria-hidden="true" ref={setBox}>
                  {width > 0 && (
                    <Chart type="line" height={300} width="100%" options={options} series={[{ name: title, data: timeline.steps }]} />
                  )}
                </div>
                <table className={styles.visuallyHidden} data-testid="price-table">
                  <caption>{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{faMedicine.chartDate}</th>
                      <th scope="col">{faMedicine.chartPrice}</th>
                      {sourced && <th scope="col">{faPrices.source.column}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {points.map((p) => (
                      <tr key={p.time}>
                        <td>{p.dateLabel}</td>
                        <td>{p.priceLabel}</td>
                        {sourced && <td>{sourceShort(p.source ?? { kind: 'seed' })}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {faMedicine.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
