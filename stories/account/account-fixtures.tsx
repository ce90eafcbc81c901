import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../../src/app/ShellLayout';
import AccountLayout from '../../src/features/account/AccountLayout';
import { ProfileStack, ProfileView } from '../../src/features/profile/ProfileView';
import { WatchDigestView } from '../../src/features/profile/WatchDigestView';
import { watchDigestMachine, type WatchDigestSnapshot } from '../../machines/watch-digest.machine';
import type { WatchDigestContext } from '../../machines/watch-digest.types';
import { TicketsView } from '../../src/features/tickets/TicketsView';
import { formOf, profileMachine, type ProfileSnapshot } from '../../machines/profile.machine';
import type { ProfileContext } from '../../machines/profile.types';
import { ticketsMachine, type TicketsSnapshot } from '../../machines/tickets.machine';
import type { TicketsContext } from '../../machines/tickets.types';
import type { Profile, Ticket } from '../../src/api/client';
import { complete } from '../../machines/model/profile.walk';

export const phone = { viewport: { value: 'phone', isRotated: false } };

export const provinces = [
  { _id: '8', name: 'تهران' },
  { _id: '4', name: 'اصفهان' },
  { _id: '11', name: 'خراسان رضوی' },
  { _id: '14', name: 'فارس' },
];

/** The demo pharmacist's profile. */
export const demoProfile: Profile = {
  ...complete,
  mobile: '09120000000',
  address: 'تهران، خیابان ولیعصر، نرسیده به میدان ونک، پلاک ۱۲',
};

/** A number that has just signed in: nothing filled yet. */
export const newProfile: Profile = {
  ...demoProfile,
  mobile: '09351234567',
  first_name: '',
  last_name: '',
  org_name: '',
  address: '',
  phone: '',
  email: '',
  state: null,
  profile_completed: false,
};

/** A real profile-machine snapshot: `value` and the profile it shows. */
export function profileSnapshot(value: ProfileSnapshot['value'], profile: Profile | null, context: Partial<ProfileContext> = {}) {
  return profileMachine.resolveState({
    value,
    context: {
      form: profile ? formOf(profile) : { firstName: '', lastName: '', orgName: '', province: '', phone: '', email: '', address: '' },
      shown: profile ? { mobile: profile.mobile, lastLogin: profile.last_login, role: profile.role, province: profile.state } : null,
      complete: profile ? profile.profile_completed : null,
      provinces,
      attempted: false,
      failure: null,
      ...context,
    },
  });
}

export const loadingValue = { loading: { profile: 'fetching', check: 'fetching' } } as const;

const titles = [
  'فاکتور خرید بسته در صفحه سوابق خرید نمایش داده نمی‌شود',
  'قیمت آموکسی‌سیلین با نسخه چاپی یکسان نیست',
  'ورود با کد',
  'درخواست افزودن داروهای دامی به فهرست',
  'کندی بارگذاری فهرست تغییرات قیمت',
  'تصویر داروی انالاپریل اشتباه است',
  'امکان خروجی اکسل از فهرست',
];

/** A page of tickets, newest first: the odd ones answered. */
export function ticketRows(count = 7): Ticket[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `t-${count - i}`,
    title: titles[i % titles.length],
    report: 'پس از ورود به سامانه و باز کردن فهرست، این مشکل دیده می‌شود.\nلطفاً بررسی کنید.',
    date: new Date(Date.UTC(2026, 10, 23 - i * 3, 8, 15)).toISOString(),
    status: i % 2 === 1 ? 'checked' : 'not checked',
    answer: i % 2 === 1 ? 'از گزارش شما سپاسگزاریم؛ مشکل برطرف شد و تغییرات از امروز اعمال می‌شود.' : null,
  }));
}

/** A real tickets-machine snapshot. */
export function ticketsSnapshot(value: TicketsSnapshot['value'], context: Partial<TicketsContext> = {}) {
  return ticketsMachine.resolveState({
    value,
    context: {
      page: 1,
      rows: [],
      totalDocs: 0,
      totalPages: 0,
      failure: null,
      draft: { title: '', report: '' },
      selected: null,
      ...context,
    },
  });
}

/** A screen inside the signed-in frame and the account menu, as the router shows it. */
function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route element={<AccountLayout />}>
          <Route path="*" element={children} />
        </Route>
      </Route>
    </Routes>
  );
}

/** A real watch-digest-machine snapshot (the SMS digest switch under the profile). */
export function digestSnapshot(value: WatchDigestSnapshot['value'], context: Partial<WatchDigestContext> = {}) {
  return watchDigestMachine.resolveState({ value, context: { stored: false, pending: null, failure: null, ...context } });
}

/**
 * The profile screen for a snapshot, with the SMS digest card under it when `digest` is given (as
 * the page shows it to a user with a watchlist). Stories are static: events are logged.
 */
export function ProfileStory({ snapshot, digest }: { snapshot: ProfileSnapshot; digest?: WatchDigestSnapshot }) {
  return (
    <AccountFrame>
      <ProfileStack>
        <ProfileView snapshot={snapshot} send={(event) => console.info('profile event', event)} />
        {digest && <WatchDigestView snapshot={digest} send={(event) => console.info('digest event', event)} />}
      </ProfileStack>
    </AccountFrame>
  );
}

/** The tickets screen for a snapshot. */
export function TicketsStory({ snapshot }: { snapshot: TicketsSnapshot }) {
  return (
    <AccountFrame>
      <TicketsView snapshot={snapshot} send={(event) => console.info('tickets event', event)} />
    </AccountFrame>
  );
}
