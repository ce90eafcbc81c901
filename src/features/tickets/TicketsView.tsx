import type { FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { AddRegular, EyeRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectTickets, type TicketsApi, type TicketsSnapshot } from '../../../machines/tickets.connect';
import type { ticketsMachine } from '../../../machines/tickets.machine';
import type { TicketsEvent } from '../../../machines/tickets.types';
import type { Ticket } from '../../api/client';
import { failureMessage } from '../../api/errors';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { LoadFailed } from '../../components/LoadFailed';
import { useModalStyles } from '../../components/modal.styles';
import { Pager } from '../../components/Pager';
import { fa } from '../../i18n/fa';
import { toPersianDigits } from '../../lib/digits';
import { formatJalaliDate, formatJalaliDateTime } from '../../lib/jalali';
import { truncate } from '../../lib/truncate';
import { useTicketsStyles } from './tickets.styles';

export type { TicketsSnapshot };

export interface TicketsViewProps {
  snapshot: TicketsSnapshot;
  send: (event: TicketsEvent) => void;
}

/** Tickets and support (/Reports) for one snapshot of the tickets machine. */
export function TicketsView({ snapshot, send }: TicketsViewProps) {
  const tickets = connectTickets(snapshot, send);
  return (
    <>
      {tickets.showList ? <TicketList tickets={tickets} /> : <NewTicketForm tickets={tickets} />}
      <TicketDetail tickets={tickets} />
    </>
  );
}

/** The view following a running tickets actor. */
export function TicketsScreen({ actorRef }: { actorRef: ActorRefFrom<typeof ticketsMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <TicketsView snapshot={snapshot} send={actorRef.send} />;
}

function TicketList({ tickets }: { tickets: TicketsApi }) {
  const styles = useTicketsStyles();
  const columns: DataColumn<Ticket>[] = [
    { key: 'row', header: fa.tickets.rowNumber, kind: 'rowNumber', render: (_, index) => toPersianDigits(tickets.rowNumber(index)) },
    {
      key: 'title',
      header: fa.tickets.ticketTitle,
      render: (row) => (
        <span className={styles.titleCell} title={row.title}>
          {truncate(row.title, tickets.titleMax)}
        </span>
      ),
    },
    { key: 'date', header: fa.tickets.sendDate, render: (row) => formatJalaliDate(row.date) },
    {
      key: 'action',
      header: fa.tickets.action,
      kind: 'action',
      render: (row) => (
        <Button
          size="small"
          appearance="subtle"
          icon={<EyeRegular />}
          aria-label={fa.tickets.showNamed(row.title)}
          onClick={() => tickets.openTicket(row._id)}
        >
          <span className={styles.showText}>{fa.tickets.show}</span>
        </Button>
      ),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby="tickets-title">
      <div className={styles.head}>
        <h1 id="tickets-title" className={styles.title}>
          {fa.tickets.title}
        </h1>
        <Button
          className={styles.newButton}
          appearance="primary"
          icon={<AddRegular />}
          disabled={!tickets.canOpenNew}
          onClick={tickets.openNew}
        >
          {fa.tickets.sendNew}
        </Button>
      </div>
      <DataTable
        aria-label={fa.tickets.tableLabel}
        columns={columns}
        rows={tickets.rows}
        rowKey={(row) => row._id}
        loading={tickets.loading}
        skeletonRows={tickets.skeletonRows}
        page={tickets.page}
        empty={tickets.failed ? <LoadFailed failure={tickets.failure} onRetry={tickets.retry} /> : fa.tickets.empty}
      />
      <div className={styles.footer}>
        <Pager
          page={tickets.page}
          totalPages={tickets.totalPages}
          canPrevious={tickets.canPrevious}
          canNext={tickets.canNext}
          onPrevious={tickets.previousPage}
          onNext={tickets.nextPage}
        />
      </div>
    </Card>
  );
}

function NewTicketForm({ tickets }: { tickets: TicketsApi }) {
  const styles = useTicketsStyles();
  const { draft, sending, failure } = tickets.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tickets.submitNew();
  };
  return (
    <Card className={styles.card} aria-labelledby="new-ticket-title" aria-busy={sending}>
      <form className={styles.form} onSubmit={submit} data-testid="new-ticket-form">
        <div>
          <h1 id="new-ticket-title" className={styles.title}>
            {fa.tickets.newTitle}
          </h1>
          <p className={styles.hint}>{fa.tickets.newHint}</p>
        </div>
        <Field label={fa.tickets.reportTitle}>
          {/* The form replaces the list: focus goes where the user types first. */}
          <Input
            name="title"
            autoFocus
            maxLength={200}
            value={draft.title}
            readOnly={sending}
            onChange={(_, data) => tickets.changeTitle(data.value)}
          />
        </Field>
        <Field label={fa.tickets.reportText}>
          <Textarea
            name="report"
            className={styles.body}
            resize="vertical"
            maxLength={5000}
            value={draft.report}
            readOnly={sending}
            onChange={(_, data) => tickets.changeBody(data.value)}
          />
        </Field>
        {failure && (
          <MessageBar intent="error">
            <MessageBarBody>{failureMessage(failure)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={sending}
            icon={sending ? <Spinner size="tiny" aria-label={fa.app.loading} /> : undefined}
          >
            {fa.tickets.send}
          </Button>
          <Button appearance="secondary" disabledFocusable={sending} onClick={tickets.cancelNew}>
            {fa.tickets.cancel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The detail dialog: title, send date and time, status, text, answer ('no answer' when none), close. */
function TicketDetail({ tickets }: { tickets: TicketsApi }) {
  const styles = useTicketsStyles();
  const modal = useModalStyles();
  const ticket = tickets.detail;
  const checked = ticket?.status === 'checked';
  return (
    <Dialog open={ticket !== null} onOpenChange={(_, data) => !data.open && tickets.closeTicket()}>
      <DialogSurface className={modal.surface}>
        {ticket && (
          <DialogBody>
            <DialogTitle>{fa.tickets.detailTitle}</DialogTitle>
            <DialogContent>
              <dl className={styles.detail} data-testid="ticket-detail">
                <div className={styles.detailRow}>
                  <dt className={styles.term}>{fa.tickets.reportTitle}</dt>
                  <dd className={styles.value}>{ticket.title}</dd>
                </div>
                <div className={styles.detailRow}>
                  <dt className={styles.term}>{fa.tickets.sentAt}</dt>
                  <dd className={styles.value}>{formatJalaliDateTime(ticket.date, fa.calendar.at)}</dd>
                </div>
                <div className={styles.detailRow}>
                  <dt className={styles.term}>{fa.tickets.status}</dt>
                  <dd className={styles.value}>
                    <Badge appearance="tint" color={checked ? 'success' : 'danger'} data-testid="ticket-status">
                      {fa.tickets.statusLabels[ticket.status]}
                    </Badge>
                  </dd>
                </div>
                <div className={styles.detailRow}>
                  <dt className={styles.term}>{fa.tickets.text}</dt>
                  <dd className={styles.value}>{ticket.report}</dd>
                </div>
                <div className={styles.detailRow}>
                  <dt className={styles.term}>{fa.tickets.answer}</dt>
                  {ticket.answer ? (
                    <dd className={styles.value}>{ticket.answer}</dd>
                  ) : (
                    <dd className={styles.noAnswer}>{fa.tickets.noAnswer}</dd>
                  )}
                </div>
              </dl>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={tickets.closeTicket}>
                {fa.tickets.close}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
