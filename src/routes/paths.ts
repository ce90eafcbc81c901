/** A registration wizard step (behaviour §2: /Register/step1..3). */
export type RegisterStep = 1 | 2 | 3;

const catalog = <C extends 'A' | 'B'>(category: C) => ({
  /** The category's list (behaviour §2; `/MedicineA` too: routes match in any letter case). */
  list: `/medicine${category}` as const,
  /** The category's price-change list. */
  changedPrice: `/medicine${category}/changedPrice` as const,
  /** The router's pattern of a drug's detail. */
  detailPattern: `/medicine-${category}/:medicineId` as const,
  /** One drug's detail page. */
  detail: (medicineId: string) => `/medicine-${category}/${encodeURIComponent(medicineId)}`,
});

/**
 * Every route of behaviour §2, written once. Screens, menus, links, the access gate and the 404 page build
 * their addresses here (`paths.medicineA.detail(id)`); no other file spells a route. What
 * each route renders and how the shell treats it: `./table.ts`.
 */
export const paths = {
  login: '/',
  register: {
    root: '/Register',
    /** The router's pattern of a wizard step. */
    stepPattern: '/Register/:step',
    /** Anything deeper under /Register (redirected to step 1). */
    anyPattern: '/Register/*',
    step: (step: RegisterStep) => `/Register/step${step}`,
  },
  medicineA: catalog('A'),
  medicineB: catalog('B'),
  profile: '/Profile',
  packages: {
    history: '/SelectPackage/HistoryPackage',
    buy: '/SelectPackage/buyPackage',
  },
  tickets: '/Reports',
  notFound: '/NotFound',
  /** behaviour §10.11 (beyond the spec): the SMS sign-in link (`/link#<mobile>.<token>`; the server writes it too). */
  signInLink: '/link',
  /**
   * behaviour §10.4 (beyond the spec): a GS1 Digital Link (`/01/{gtin}`, its qualifiers and query
   * after it), as a phone's camera app opens it from a pack's QR: the drug's detail, or the not-found card.
   */
  gtinLink: {
    pattern: '/01/*',
    of: (gtin: string) => `/01/${encodeURIComponent(gtin)}`,
  },
  /** behaviour §10.1 (beyond the spec): the user's watched medicines. */
  watchlist: '/watchlist',
  /** behaviour §10.10 (beyond the spec): the operators' console, its own frame and menu. */
  ops: {
    inbox: '/ops',
    ticketPattern: '/ops/tickets/:ticketId',
    ticket: (ticketId: string) => `/ops/tickets/${encodeURIComponent(ticketId)}`,
    reports: '/ops/reports',
    pharmacies: '/ops/pharmacies',
    packages: '/ops/packages',
    audit: '/ops/audit',
    imports: '/ops/imports',
    medicines: '/ops/medicines',
    /** The admin's operators screen (the menu shows it to admins only). */
    operators: '/ops/operators',
  },
} as const;

/** The routes of one catalogue. */
export const catalogPaths = (category: 'A' | 'B') => (category === 'A' ? paths.medicineA : paths.medicineB);

/** `step1`..`step3` in any letter case → 1..3; anything else → null (behaviour §2: redirected to step 1). */
export function parseRegisterStep(param: string | undefined): RegisterStep | null {
  const match = /^step([123])$/i.exec(param ?? '');
  return match ? (Number(match[1]) as RegisterStep) : null;
}

/** Where the sign-in page returns to: the screen a visitor was sent away from (a session that expired). */
export interface ReturnState {
  from?: string;
}
