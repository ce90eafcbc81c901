import type { FormEvent } from 'react';
import { Badge, Button, Card, Field, MessageBar, MessageBarBody, Select, Spinner, Textarea } from '@fluentui/react-components';
import { ArrowRightRegular, SendRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connectOpsTicket, type OpsTicketApi, type OpsTicketSnapshot } from '../../../../machines/ops/ops-ticket.connect';
import type { opsTicketMachine } from '../../../../machines/ops/ops-ticket.machine';
import type { OpsTicket, OpsTicketEvent } from '../../../../machines/ops/ops-ticket.types';
import { failureMessage } from '../../../api/errors';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOpsStyles } from '../../components/ops.styles';
import { fa } from '../../../i18n/fa';
import { faOps } from '../../i18n/fa-ops';
import { toPersianDigits } from '../../../lib/digits';
import { formatJalaliDate, formatJalaliDateTime } from '../../../lib/jalali';
import { paths } from '../../../routes/paths';

export interface TicketViewProps {
  snapshot: OpsTicketSnapshot;
  send: (event: OpsTicketEvent) => void;
}

const NOBODY = '';

/** One ticket in the console (/ops/tickets/:id) for one snapshot of the ticket machine. */
export function TicketView({ snapshot, send }: TicketViewProps) {
  const t = connectOpsTicket(snapshot, send);
  const styles = useOpsStyles();
  return (
    <div className={styles.stack}>
      <div>
        <RouterLink to={paths.ops.inbox} className={styles.link}>
          <ArrowRightRegular aria-hidden /> {faOps.menu.inbox}
        </RouterLink>
      </div>
      {t.loading && <Spinner label={faOps.loading} />}
      {t.failure && (
        <Card className={styles.card}>
          <LoadFailed failure={t.failure} onRetry={t.retry} />
        </Card>
      )}
      {t.missing && (
        <Card className={styles.card} role="alert">
          <p className={styles.muted}>{faOps.ticket.notFound}</p>
        </Card>
      )}
      {t.ticket && <TicketBody t={t} ticket={t.ticket} />}
    </div>
  );
}

function TicketBody({ t, ticket }: { t: OpsTicketApi; ticket: OpsTicket }) {
  const styles = useOpsStyles();
  const { pharmacy } = ticket;
  const checked = ticket.status === 'checked';
  const subscription =
    pharmacy.subscription.active && pharmacy.subscription.expiresAt
      ? faOps.ticket.subscribedUntil(formatJalaliDate(pharmacy.subscription.expiresAt))
      : faOps.ticket.noSubscription;
  const name = `${pharmacy.first_name} ${pharmacy.last_name}`.trim();
  return (
    <>
      <Card className={styles.card} aria-labelledby="ops-ticket-title" data-testid="ops-ticket">
        <div className={styles.head}>
          <h1 id="ops-ticket-title" className={styles.title}>
            {ticket.title}
          </h1>
          <Badge appearance="tint" color={checked ? 'success' : 'danger'} data-testid="ops-ticket-status">
            {fa.tickets.statusLabels[ticket.status]}
          </Badge>
        </div>
        <dl className={styles.detail} data-testid="ops-ticket-pharmacy">
          <Term label={faOps.ticket.from}>{name || fa.app.dash}</Term>
          <Term label={faOps.ticket.pharmacy}>{pharmacy.org_name || fa.app.dash}</Term>
          <Term label={faOps.ticket.province}>{pharmacy.province?.name ?? fa.app.dash}</Term>
          <Term label={faOps.ticket.mobile}>{toPersianDigits(pharmacy.mobile)}</Term>
          <Term label={faOps.ticket.subscription}>{subscription}</Term>
          <Term label={faOps.ticket.sentAt}>{formatJalaliDateTime(ticket.date, fa.calendar.at)}</Term>
        </dl>
        <div>
          <h2 className={styles.subtitle}>{faOps.ticket.text}</h2>
          <p className={styles.text}>{ticket.report}</p>
        </div>
        <AnswerSection t={t} ticket={ticket} />
      </Card>
      <Card className={styles.card} aria-labelledby="ops-ticket-internal">
        <h2 id="ops-ticket-internal" className={styles.subtitle}>
          {faOps.ticket.notes}
        </h2>
        <Field label={faOps.ticket.assignee}>
          <Select
            value={ticket.assignee?._id ?? NOBODY}
            disabled={!t.canAssign}
            onChange={(_, data) => t.assign(data.value === NOBODY ? null : data.value)}
          >
            <option value={NOBODY}>{faOps.inbox.unassigned}</option>
            {t.assignees.map((person) => (
              <option key={person._id} value={person._id}>
                {person.name || toPersianDigits(person.mobile)}
              </option>
            ))}
          </Select>
        </Field>
        <p className={styles.hint}>{faOps.ticket.notesHint}</p>
        {ticket.notes.length === 0 ? (
          <p className={styles.muted}>{faOps.ticket.noNotes}</p>
        ) : (
          <ul className={styles.notes} data-testid="ops-ticket-notes">
            {ticket.notes.map((note) => (
              <li key={note._id} className={styles.note}>
                <p className={styles.value}>{note.note}</p>
                <span className={styles.term}>
                  {note.author.name || toPersianDigits(note.author.mobile)}، {formatJalaliDateTime(note.createdAt, fa.calendar.at)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <NoteForm t={t} />
        {t.writeFailure && (
          <MessageBar intent="error">
            <MessageBarBody>{failureMessage(t.writeFailure)}</MessageBarBody>
          </MessageBar>
        )}
      </Card>
    </>
  );
}

function AnswerSection({ t, ticket }: { t: OpsTicketApi; ticket: OpsTicket }) {
  const styles = useOpsStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    t.sendAnswer();
  };
  if (ticket.answer !== null) {
    const by = ticket.answeredBy ? ticket.answeredBy.name || toPersianDigits(ticket.answeredBy.mobile) : fa.app.dash;
    return (
      <section aria-labelledby="ops-answer-title" className={styles.form}>
        <h2 id="ops-answer-title" className={styles.subtitle}>
          {faOps.ticket.answer}
        </h2>
        {t.conflict && (
          <MessageBar intent="warning" data-testid="ops-answer-conflict">
            <MessageBarBody>{faOps.ticket.alreadyAnswered}</MessageBarBody>
          </MessageBar>
        )}
        <p className={styles.text} data-testid="ops-ticket-answer">
          {ticket.answer}
        </p>
        <span className={styles.term}>
          {faOps.ticket.answeredBy(by, ticket.answeredAt ? formatJalaliDateTime(ticket.answeredAt, fa.calendar.at) : fa.app.dash)}
        </span>
      </section>
    );
  }
  const count = faOps.ticket.answerCount(toPersianDigits(t.answer.length), toPersianDigits(t.answerMax));
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={t.answering} data-testid="ops-answer-form">
      <Field
        label={faOps.ticket.answerLabel}
        hint={`${faOps.ticket.answerHint(toPersianDigits(t.answerMax))} ${count}`}
        validationMessage={t.answerTooLong ? faOps.ticket.answerTooLong(toPersianDigits(t.answerMax)) : undefined}
      >
        <Textarea
          className={styles.answerBox}
          resize="vertical"
          value={t.answer}
          readOnly={t.answering}
          onChange={(_, data) => t.changeAnswer(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!t.canSendAnswer}
          icon={t.answering ? <Spinner size="tiny" aria-label={faOps.loading} /> : <SendRegular />}
        >
          {faOps.ticket.sendAnswer}
        </Button>
      </div>
    </form>
  );
}

function NoteForm({ t }: { t: OpsTicketApi }) {
  const styles = useOpsStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    t.sendNote();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={t.noting}>
      <Field label={faOps.ticket.noteLabel}>
        <Textarea
          resize="vertical"
          maxLength={t.noteMax}
          value={t.note}
          readOnly={t.noting}
          onChange={(_, data) => t.changeNote(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="secondary"
          disabledFocusable={!t.canSendNote}
          icon={t.noting ? <Spinner size="tiny" aria-label={faOps.loading} /> : undefined}
        >
          {faOps.ticket.addNote}
        </Button>
      </div>
    </form>
  );
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  const styles = useOpsStyles();
  return (
    <div className={styles.detailRow}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The view following a running ticket actor. */
export function TicketScreen({ actorRef }: { actorRef: ActorRefFrom<typeof opsTicketMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  return <TicketView snapshot={snapshot} send={actorRef.send} />;
}
