import type { Meta, StoryObj } from '@storybook/react-vite';
import { phone, ticketRows, TicketsStory, ticketsSnapshot } from './account-fixtures';

/** Tickets and support (/Reports), one story per state of the tickets machine. */
const meta = {
  title: 'Account/Tickets',
  parameters: { route: '/Reports', signedIn: true },
} satisfies Meta;

export default meta;

const rows = ticketRows(7);
const loaded = { rows, totalDocs: 17, totalPages: 2 };

/** A page is loading: seven skeleton rows. */
export const Loading: StoryObj = { render: () => <TicketsStory snapshot={ticketsSnapshot({ list: 'loading' })} /> };

/** Page 1 of 2. */
export const Rows: StoryObj = {
  render: () => <TicketsStory snapshot={ticketsSnapshot({ list: { loaded: { rows: 'browsing' } } }, loaded)} />,
};

/** Page 1 of 2 on a phone: the account menu on top, the action as its icon. */
export const RowsPhone: StoryObj = { ...Rows, globals: phone };

/** No ticket yet: 'No report found.' */
export const Empty: StoryObj = { render: () => <TicketsStory snapshot={ticketsSnapshot({ list: { loaded: 'empty' } })} /> };

/** The list could not be loaded. */
export const Failed: StoryObj = {
  render: () => <TicketsStory snapshot={ticketsSnapshot({ list: 'failed' }, { failure: { kind: 'server', status: 500 } })} />,
};

/** An unanswered ticket: 'not checked' in red, 'no answer'. */
export const DetailNotChecked: StoryObj = {
  render: () => <TicketsStory snapshot={ticketsSnapshot({ list: { loaded: { rows: 'viewing' } } }, { ...loaded, selected: rows[0] })} />,
};

/** An answered ticket. */
export const DetailChecked: StoryObj = {
  render: () => <TicketsStory snapshot={ticketsSnapshot({ list: { loaded: { rows: 'viewing' } } }, { ...loaded, selected: rows[1] })} />,
};

/** The new-ticket form. */
export const Composing: StoryObj = {
  render: () => (
    <TicketsStory
      snapshot={ticketsSnapshot('composing', { draft: { title: 'مشکل در ورود', report: 'پس از ورود صفحه داروها باز نمی‌شود.' } })}
    />
  ),
};

/** The new ticket is being sent. */
export const Sending: StoryObj = {
  render: () => (
    <TicketsStory
      snapshot={ticketsSnapshot('sending', { draft: { title: 'مشکل در ورود', report: 'پس از ورود صفحه داروها باز نمی‌شود.' } })}
    />
  ),
};

/** Sending failed: what was typed is kept. */
export const SendFailed: StoryObj = {
  render: () => (
    <TicketsStory
      snapshot={ticketsSnapshot('composing', {
        draft: { title: 'مشکل در ورود', report: 'پس از ورود صفحه داروها باز نمی‌شود.' },
        failure: { kind: 'network' },
      })}
    />
  ),
};
