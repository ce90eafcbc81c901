import { useRef, type ChangeEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connectOpsImport, type OpsImportApi, type OpsImportSnapshot } from '../../../../machines/ops/ops-import.connect';
import type { opsImportMachine } from '../../../../machines/ops/ops-import.machine';
import type { OpsImportEvent, PreviewRow, PreviewTab } from '../../../../machines/ops/ops-import.types';
import { failureMessage } from '../../../api/errors';
import type { DataColumn } from '../../../components/DataTable';
import { useOpsStyles } from '../../components/ops.styles';
import { PagedListFooter, PagedTable } from '../../../components/PagedList';
import { fa } from '../../../i18n/fa';
import { faImport } from '../../i18n/fa-import';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDate } from '../../../lib/jalali';
import { formatAmount } from '../../../lib/money';
import { importsAddress } from './address';

export interface ImportViewProps {
  snapshot: OpsImportSnapshot;
  send: (event: OpsImportEvent) => void;
}

const NONE = '';

const useStyles = makeStyles({
  /** The preview's figures: several a line, on a phone too. */
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  /** The tabs wrap on a narrow screen rather than run off its side. */
  tabs: { flexWrap: 'wrap', minWidth: 0 },
  series: { margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
  seriesName: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  seriesValues: { whiteSpace: 'nowrap' },
  /** A 16-digit IRC breaks rather than run over the next cell on a phone. */
  code: { wordBreak: 'break-all' },
});
const price = (value: number | null | undefined) => (value === null || value === undefined ? fa.app.dash : formatAmount(value));
const percent = (value: number | null) =>
  value === null ? fa.app.dash : `${value > 0 ? '+' : value < 0 ? '−' : ''}${toPersianDigits(Math.abs(value).toFixed(1))}٪`;
const megabytes = (bytes: number) => `${toPersianDigits((bytes / 1024 / 1024).toFixed(1))} مگابایت`;

/** Why the last step failed (reading the columns, uploading, publishing), when it did. */
function StepFailure({ a }: { a: OpsImportApi }) {
  if (!a.stepFailure) return null;
  return (
    <MessageBar intent="error" data-testid="import-error">
      <MessageBarBody>{failureMessage(a.stepFailure)}</MessageBarBody>
    </MessageBar>
  );
}

/** Step 1: the catalogue and the file. */
function ChooseStep({ a }: { a: OpsImportApi }) {
  const styles = useOpsStyles();
  const input = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) a.chooseFile(file);
  };
  return (
    <div className={styles.form} data-testid="import-choose">
      <Field label={faImport.choose.catalogue}>
        <RadioGroup value={a.category} onChange={(_, data) => a.setCategory(data.value as 'A' | 'B')} disabled={a.busy}>
          <Radio value="A" label={faImport.catalogues.A} />
          <Radio value="B" label={faImport.catalogues.B} />
        </RadioGroup>
      </Field>
      <Field label={faImport.choose.file}>
        <div className={styles.filters}>
          <input
            ref={input}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            onChange={onFile}
            data-testid="import-file"
          />
          <Button onClick={() => input.current?.click()} disabled={a.busy}>
            {faImport.choose.pick}
          </Button>
          <Text>{a.file ? faImport.choose.chosen(a.file.name, megabytes(a.file.size)) : faImport.choose.none}</Text>
        </div>
      </Field>
      <StepFailure a={a} />
      <div className={styles.actions}>
        {a.busy ? <Spinner size="tiny" label={faImport.choose.reading} /> : null}
        <Button appearance="primary" disabled={!a.canNext} onClick={a.next} data-testid="import-next">
          {faImport.choose.next}
        </Button>
      </div>
    </div>
  );
}

/** Step 2: which column is which (the saved mapping of a known layout offered). */
function MapStep({ a }: { a: OpsImportApi }) {
  const styles = useOpsStyles();
  return (
    <div className={styles.form} data-testid="import-map">
      <p className={styles.hint}>{faImport.map.hint}</p>
      <MessageBar intent={a.savedMapping ? 'success' : 'info'} data-testid="import-mapping-source">
        <MessageBarBody>{a.savedMapping ? faImport.map.saved : faImport.map.guessed}</MessageBarBody>
      </MessageBar>
      <div className={styles.detail}>
        {a.fields.map((field) => (
          <Field key={field} label={field === 'price' && a.category === 'B' ? faImport.priceB : faImport.fields[field]}>
            <Select
              value={a.columnOf(field) === null ? NONE : String(a.columnOf(field))}
              onChange={(_, data) => a.setColumn(field, data.value === NONE ? null : Number(data.value))}
              disabled={a.busy}
              data-testid={`import-map-${field}`}
            >
              <option value={NONE}>{faImport.map.none}</option>
              {a.headers.map((header, index) => (
                <option key={index} value={String(index)}>
                  {faImport.map.column(toPersianDigits(index + 1), header)}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      {a.hasDateColumn ? null : (
        <Field label={faImport.map.date}>
          <Input value={a.effectiveDate} onChange={(_, data) => a.setDate(data.value)} disabled={a.busy} data-testid="import-date" />
        </Field>
      )}
      <StepFailure a={a} />
      <div className={styles.actions}>
        {a.uploading ? <Spinner size="tiny" label={faImport.map.uploading} /> : null}
        <Button onClick={a.back} disabled={a.busy}>
          {faImport.map.back}
        </Button>
        <Button appearance="primary" disabled={!a.canPreview} onClick={a.preview} data-testid="import-preview">
          {faImport.map.preview}
        </Button>
      </div>
    </div>
  );
}

/** While the server reads a long file: its progress. */
function ReadingStep({ a }: { a: OpsImportApi }) {
  const styles = useOpsStyles();
  const value = a.progress ?? 0;
  return (
    <div className={styles.form} data-testid="import-reading">
      <h2 className={styles.subtitle}>{faImport.reading.title}</h2>
      <p className={styles.hint}>{faImport.reading.hint}</p>
      <Field label={faImport.reading.progressLabel} hint={faImport.reading.percent(toPersianDigits(Math.round(value * 100)))}>
        <ProgressBar value={value} max={1} thickness="large" aria-label={faImport.reading.progressLabel} />
      </Field>
    </div>
  );
}

/** The counts of a preview, each a small figure. */
function Counts({ a }: { a: OpsImportApi }) {
  const styles = useOpsStyles();
  const local = useStyles();
  if (!a.counts) return null;
  const counts = a.counts;
  const items = (['rows', 'change', 'flagged', 'new', 'missing', 'error', 'same'] as const).map((key) => [key, counts[key]] as const);
  return (
    <dl className={local.counts} data-testid="import-counts">
      {items.map(([key, value]) => (
        <div key={key} className={styles.detailRow}>
          <dt className={styles.term}>{faImport.preview.counts[key]}</dt>
          <dd className={styles.value} data-testid={`import-count-${key}`}>
            {formatAmount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Code({ code }: { code: string | null }) {
  const local = useStyles();
  return <span className={local.code}>{code ?? fa.app.dash}</span>;
}

/** Each series a row states, old ← new; a computed box price says so (behaviour §10.12). */
function SeriesChanges({ changes }: { changes: PreviewRow['changes'] }) {
  const local = useStyles();
  if (!changes || changes.length === 0) return <>{fa.app.dash}</>;
  return (
    <ul className={local.series} data-testid="import-series-changes">
      {changes.map((c) => (
        <li key={c.series} data-series={c.series}>
          <span className={local.seriesName}>
            {faImport.series[c.series]}
            {c.derived ? ` (${faImport.derived})` : null}
          </span>
          <span className={local.seriesValues}>{faImport.seriesChange(price(c.old), price(c.new))}</span>
        </li>
      ))}
    </ul>
  );
}

function columnsOf(tab: PreviewTab): DataColumn<PreviewRow>[] {
  const rowNo: DataColumn<PreviewRow> = {
    key: 'rowNo',
    header: faImport.preview.rowNo,
    render: (row) => (row.rowNo === null ? fa.app.dash : toPersianDigits(row.rowNo)),
  };
  const code: DataColumn<PreviewRow> = { key: 'code', header: faImport.preview.code, render: (row) => <Code code={row.code} /> };
  const name: DataColumn<PreviewRow> = {
    key: 'name',
    header: faImport.preview.name,
    hideOnSmall: true,
    render: (row) => row.name ?? fa.app.dash,
  };
  if (tab === 'error') return [rowNo, code, { key: 'reason', header: faImport.preview.reason, render: (row) => row.reason ?? fa.app.dash }];
  if (tab === 'missing') return [code, name, { key: 'old', header: faImport.preview.oldPrice, render: (row) => price(row.oldPrice) }];
  if (tab === 'new')
    return [
      rowNo,
      code,
      name,
      { key: 'changes', header: faImport.preview.changes, render: (row) => <SeriesChanges changes={row.changes} /> },
    ];
  return [
    rowNo,
    code,
    name,
    { key: 'old', header: faImport.preview.oldPrice, hideOnSmall: true, render: (row) => price(row.oldPrice) },
    { key: 'new', header: faImport.preview.newPrice, hideOnSmall: true, render: (row) => price(row.newPrice) },
    { key: 'changes', header: faImport.preview.changes, render: (row) => <SeriesChanges changes={row.changes} /> },
    {
      key: 'percent',
      header: faImport.preview.percent,
      render: (row) => (
        <span data-flagged={row.flagged ? 'true' : 'false'}>
          {percent(row.percent)}{' '}
          {row.flagged ? (
            <Badge color="danger" size="small">
              {faImport.preview.flagged}
            </Badge>
          ) : null}
        </span>
      ),
    },
  ];
}

/** The preview: counts, the rows tab by tab, and publishing. */
function PreviewStep({ a }: { a: OpsImportApi }) {
  const styles = useOpsStyles();
  const local = useStyles();
  return (
    <div className={styles.stack} data-testid="import-preview-step">
      {a.imp ? (
        <Text>
          {a.imp.file_name} · {faImport.catalogues[a.imp.catalogue]} · {faImport.status[a.imp.status]}
          {a.imp.effective_at ? ` · ${faImport.preview.effectiveAt(formatJalaliDate(a.imp.effective_at))}` : ''}
        </Text>
      ) : null}
      {a.published ? (
        <MessageBar intent="success" data-testid="import-published">
          <MessageBarBody>{faImport.preview.published}</MessageBarBody>
        </MessageBar>
      ) : a.imp?.status === 'rolled back' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{faImport.preview.rolledBack}</MessageBarBody>
        </MessageBar>
      ) : (
        <p className={styles.hint}>{faImport.preview.hint}</p>
      )}
      <Counts a={a} />
      <TabList
        className={local.tabs}
        selectedValue={a.tab}
        onTabSelect={(_, data) => a.setTab(data.value as PreviewTab)}
        aria-label={faImport.preview.tabsLabel}
        size="small"
      >
        {a.tabs.map((tab) => (
          <Tab key={tab} value={tab} data-testid={`import-tab-${tab}`}>
            {faImport.preview.tabs[tab]}
          </Tab>
        ))}
      </TabList>
      <PagedTable list={a} label={faImport.preview.tableLabel} columns={columnsOf(a.tab)} emptyText={faImport.preview.empty} />
      <PagedListFooter list={a} pageSizeLabel={faImport.preview.pageSize} totalText={faImport.preview.total} pageSizeHiddenOnSmall />
      <StepFailure a={a} />
      {a.publishable ? (
        <div className={styles.form}>
          {a.hasErrors ? (
            <>
              <Checkbox
                checked={a.allowErrors}
                onChange={(_, data) => a.setAllowErrors(data.checked === true)}
                label={faImport.preview.allowErrors(formatAmount(a.counts?.error ?? 0))}
                disabled={a.busy}
                data-testid="import-allow-errors"
              />
              {a.allowErrors ? null : <p className={styles.hint}>{faImport.preview.errorsBlock}</p>}
            </>
          ) : null}
          <div className={styles.actions}>
            {a.publishing ? <Spinner size="tiny" label={faImport.preview.publishing} /> : null}
            <Button appearance="primary" disabled={!a.canPublish} onClick={a.publish} data-testid="import-publish">
              {faImport.preview.publish}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={a.startOver}>{faImport.preview.another}</Button>
        </div>
      )}
    </div>
  );
}

/** The import screen (/ops/imports?import=new or =<id>) for one snapshot of the import machine. */
export function ImportView({ snapshot, send }: ImportViewProps) {
  const a = connectOpsImport(snapshot, send);
  const styles = useOpsStyles();
  return (
    <Card className={styles.card} aria-labelledby="ops-import-title" data-testid="ops-import" data-step={a.step}>
      <div className={styles.head}>
        <h1 id="ops-import-title" className={styles.title}>
          {faImport.title}
        </h1>
        <RouterLink className={styles.link} to={importsAddress.list}>
          {faImport.backToList}
        </RouterLink>
      </div>
      {a.step === 'choose' ? <ChooseStep a={a} /> : null}
      {a.step === 'map' ? <MapStep a={a} /> : null}
      {a.step === 'reading' ? <ReadingStep a={a} /> : null}
      {a.step === 'preview' ? <PreviewStep a={a} /> : null}
      {a.step === 'failed' ? (
        <div className={styles.form} data-testid="import-failed">
          <MessageBar intent="error">
            <MessageBarBody>
              {faImport.failed.title}: {a.readFailure ?? (a.stepFailure ? failureMessage(a.stepFailure) : '')}
            </MessageBarBody>
          </MessageBar>
          <div className={styles.actions}>
            <Button onClick={a.startOver}>{faImport.failed.again}</Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** The view following a running import actor. */
export function ImportScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsImportMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <ImportView snapshot={snapshot} send={actorRef.send} />;
}
