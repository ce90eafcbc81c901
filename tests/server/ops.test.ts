import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../server/ops/ops-operators';
import { transaction } from '../../server/ops/ops-kit';
import { startServer, type TestServer, backendsFor } from './harness';
import { auditCount, staffUser } from './ops-helpers';

// behaviour §10.10: the support desk, and what the pharmacist sees of it.
describe.each(backendsFor('sql'))('the support desk on $name', (backend) => {
  let s: TestServer;
  let now = Date.now();
  const tick = (ms = 1_000) => (now += ms);
  let operator: { token: string; id: string; mobile: string };
  let other: { token: string; id: string; mobile: string };
  let admin: { token: string; id: string; mobile: string };
  let idA: string;
  let idB: string;

  beforeAll(async () => {
    s = await startServer(backend, { clock: () => new Date(now) });
    operator = await staffUser(s, 'operator');
    other = await staffUser(s, 'operator');
    admin = await staffUser(s, 'admin');
    [{ id: idA }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a WHERE seed_key = 'amox'`);
    [{ id: idB }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_b WHERE seed_key = 'para'`);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A pharmacist's new ticket, a second after the last; answers its id. */
  async function ticketOf(token: string, title: string): Promise<string> {
    tick();
    expect((await s.call('newTicket', { token, body: { title, report: `متن ${title}` } })).status).toBe(200);
    const list = await s.call('ticketListUser', { token });
    return list.json.docs.find((t: { title: string }) => t.title === title)._id;
  }

  it('the inbox: unanswered first, oldest first, paged; filters by status and assignee', async () => {
    const pharmacy = await s.newUser();
    const first = await ticketOf(pharmacy.token, 'اول');
    const second = await ticketOf(pharmacy.token, 'دوم');
    const third = await ticketOf(pharmacy.token, 'سوم');
    expect(
      (await s.call('opsAnswerTicket', { token: operator.token, params: { ticketId: first }, body: { answer: 'انجام شد' } })).status,
    ).toBe(200);
    const inbox = await s.call('opsListTickets', { token: operator.token, query: { limit: 100 } });
    expect(inbox.status).toBe(200);
    const mine = inbox.json.docs.filter((t: { pharmacy: { mobile: string } }) => t.pharmacy.mobile === pharmacy.mobile);
    expect(mine.map((t: { _id: string }) => t._id)).toEqual([second, third, first]);
    const statuses: string[] = inbox.json.docs.map((t: { status: string }) => t.status);
    expect(statuses.indexOf('checked')).toBeGreaterThan(statuses.lastIndexOf('not checked'));
    expect(mine[0]).toMatchObject({ title: 'دوم', status: 'not checked', answeredAt: null, assignee: null });

    const page1 = await s.call('opsListTickets', { token: operator.token, query: { limit: 1, status: 'not checked' } });
    expect(page1.json.docs).toHaveLength(1);
    expect(page1.json.totalPages).toBe(page1.json.totalDocs);
    const checked = await s.call('opsListTickets', { token: operator.token, query: { status: 'checked' } });
    expect(checked.json.docs.every((t: { status: string }) => t.status === 'checked')).toBe(true);

    await s.call('opsAssignTicket', { token: operator.token, params: { ticketId: third }, body: { assigneeId: operator.id } });
    const assigned = await s.call('opsListTickets', { token: operator.token, query: { assignee: 'me' } });
    expect(assigned.json.docs.map((t: { _id: string }) => t._id)).toEqual([third]);
    expect(assigned.json.docs[0].assignee).toMatchObject({ _id: operator.id, mobile: operator.mobile });
    const byId = await s.call('opsListTickets', { token: other.token, query: { assignee: operator.id } });
    expect(byId.json.docs.map((t: { _id: string }) => t._id)).toEqual([third]);
    const none = await s.call('opsListTickets', { token: operator.token, query: { assignee: 'none', limit: 100 } });
    expect(none.json.docs.map((t: { _id: string }) => t._id)).not.toContain(third);
    expect((await s.call('opsListTickets', { token: operator.token, query: { assignee: 'someone' } })).status).toBe(400);
  });

  it('an answer sets checked, who and when; the pharmacist sees it, with a badge until opened; a second answer is a 409 with the first', async () => {
    const pharmacy = await s.newUser();
    const id = await ticketOf(pharmacy.token, 'پرسش');
    expect((await s.call('ticketUnreadAnswers', { token: pharmacy.token })).json.unreadCount).toBe(0);
    tick();
    const answered = await s.call('opsAnswerTicket', {
      token: operator.token,
      params: { ticketId: id },
      body: { answer: '  پاسخ کارشناس  ' },
    });
    expect(answered.status).toBe(200);
    expect(answered.json.data).toMatchObject({
      _id: id,
      status: 'checked',
      answer: 'پاسخ کارشناس',
      answeredAt: new Date(now).toISOString(),
      answeredBy: { _id: operator.id, mobile: operator.mobile },
      pharmacy: { mobile: pharmacy.mobile, org_name: 'داروخانه آزمون', province: { _id: '8' }, subscription: { active: true } },
      notes: [],
    });

    const seen = await s.call('ticketListUser', { token: pharmacy.token });
    expect(seen.json.docs[0]).toMatchObject({ _id: id, status: 'checked', answer: 'پاسخ کارشناس', answerUnread: true });
    expect(seen.json.docs[0].answeredAt).toBe(new Date(now).toISOString());
    expect((await s.call('ticketUnreadAnswers', { token: pharmacy.token })).json.unreadCount).toBe(1);
    expect((await s.call('markTicketAnswerRead', { token: pharmacy.token, params: { ticketId: id } })).status).toBe(204);
    expect((await s.call('ticketUnreadAnswers', { token: pharmacy.token })).json.unreadCount).toBe(0);
    expect((await s.call('ticketListUser', { token: pharmacy.token })).json.docs[0].answerUnread).toBe(false);
    // Another user's ticket is not theirs to mark.
    const stranger = await s.newUser();
    expect((await s.call('markTicketAnswerRead', { token: stranger.token, params: { ticketId: id } })).status).toBe(404);

    const second = await s.call('opsAnswerTicket', { token: other.token, params: { ticketId: id }, body: { answer: 'پاسخ دیگر' } });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('به این تیکت پیش‌تر پاسخ داده شده است؛ پاسخ ثبت‌شده را ببینید.');
    expect(second.json.data).toMatchObject({ answer: 'پاسخ کارشناس', answeredBy: { _id: operator.id } });
    const [row] = await s.sql<{ answer: string }>(`SELECT answer FROM tickets WHERE id = $1`, [id]);
    expect(row!.answer).toBe('پاسخ کارشناس');

    for (const answer of ['', '   ', 'x'.repeat(5001)]) {
      const bad = await s.call('opsAnswerTicket', { token: operator.token, params: { ticketId: id }, body: { answer } });
      expect(bad.status).toBe(400);
    }
    expect((await s.call('opsAnswerTicket', { token: operator.token, params: { ticketId: 'nope' }, body: { answer: 'a' } })).status).toBe(
      404,
    );
  });

  it('two operators answering one ticket at once: exactly one answer stands, the other is told (and sees it)', async () => {
    const pharmacy = await s.newUser();
    for (let round = 0; round < 6; round++) {
      const id = await ticketOf(pharmacy.token, `همزمان ${round}`);
      const answers = await Promise.all(
        [operator, other].map((who, i) =>
          s.call('opsAnswerTicket', { token: who.token, params: { ticketId: id }, body: { answer: `پاسخ ${round}-${i}` } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.json.data.answer).toBe(winner.json.data.answer);
      const [row] = await s.sql<{ answer: string; answered_by: string }>(`SELECT answer, answered_by::text FROM tickets WHERE id = $1`, [
        id,
      ]);
      expect(row!.answer).toBe(winner.json.data.answer);
      expect(row!.answered_by).toBe(winner.json.data.answeredBy._id);
      expect(await auditCount(s, `action = 'ticket.answer' AND target_id = $1`, [id])).toBe(1);
    }
  });

  it('reassign and private notes: the ticket shows them; the pharmacist never does', async () => {
    const pharmacy = await s.newUser();
    const id = await ticketOf(pharmacy.token, 'یادداشت');
    const assigned = await s.call('opsAssignTicket', { token: operator.token, params: { ticketId: id }, body: { assigneeId: other.id } });
    expect(assigned.json.data.assignee).toMatchObject({ _id: other.id });
    const refused = await s.call('opsAssignTicket', {
      token: operator.token,
      params: { ticketId: id },
      body: { assigneeId: (await staffUser(s, 'pharmacist')).id },
    });
    expect(refused.status).toBe(400);
    tick();
    const noted = await s.call('opsAddTicketNote', { token: other.token, params: { ticketId: id }, body: { note: ' مشتری قدیمی است ' } });
    expect(noted.status).toBe(201);
    expect(noted.json.data.notes).toEqual([
      {
        _id: expect.any(String),
        note: 'مشتری قدیمی است',
        author: expect.objectContaining({ _id: other.id }),
        createdAt: new Date(now).toISOString(),
      },
    ]);
    const seen = await s.call('ticketListUser', { token: pharmacy.token });
    expect(JSON.stringify(seen.json)).not.toContain('مشتری قدیمی است');
    const unassigned = await s.call('opsAssignTicket', { token: operator.token, params: { ticketId: id }, body: { assigneeId: null } });
    expect(unassigned.json.data.assignee).toBeNull();
    expect((await s.call('opsGetTicket', { token: operator.token, params: { ticketId: id } })).json.data.notes).toHaveLength(1);
    expect((await s.call('opsAddTicketNote', { token: other.token, params: { ticketId: idA }, body: { note: 'x' } })).status).toBe(404);
  });

  it('drug reports: new first, filtered by status and category, linked to the drug; a status change records who and when; the pharmacist sees it', async () => {
    const pharmacy = await s.newUser();
    tick();
    await s.call('newReport', { token: pharmacy.token, body: { title: 'گزارش A', report: 'متن', medicenID_A: idA } });
    tick();
    await s.call('newReport', { token: pharmacy.token, body: { title: 'گزارش B', report: 'متن', medicenID_B: idB } });
    const list = await s.call('opsListReports', { token: operator.token, query: { limit: 100 } });
    const mine = list.json.docs.filter((r: { pharmacy: { mobile: string } }) => r.pharmacy.mobile === pharmacy.mobile);
    expect(mine.map((r: { title: string }) => r.title)).toEqual(['گزارش A', 'گزارش B']);
    expect(mine[0]).toMatchObject({ status: 'new', statusChangedAt: null, statusChangedBy: null, medicine: { _id: idA, category: 'A' } });
    expect(mine[1].medicine).toMatchObject({ _id: idB, category: 'B' });
    const reportA = mine[0]._id;

    tick();
    const changed = await s.call('opsSetReportStatus', {
      token: operator.token,
      params: { reportId: reportA },
      body: { status: 'in progress', note: 'با شرکت تماس گرفتیم' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({
      status: 'in progress',
      statusChangedAt: new Date(now).toISOString(),
      statusChangedBy: { _id: operator.id },
    });
    const [row] = await s.sql<{ reason: string }>(`SELECT reason FROM audit_log WHERE action = 'report.status' AND target_id = $1`, [
      reportA,
    ]);
    expect(row!.reason).toBe('با شرکت تماس گرفتیم');

    const inProgress = await s.call('opsListReports', { token: operator.token, query: { status: 'in progress', category: 'A' } });
    expect(inProgress.json.docs.map((r: { _id: string }) => r._id)).toContain(reportA);
    expect(
      inProgress.json.docs.every(
        (r: { status: string; medicine: { category: string } }) => r.status === 'in progress' && r.medicine.category === 'A',
      ),
    ).toBe(true);
    const categoryB = await s.call('opsListReports', { token: operator.token, query: { category: 'B', limit: 100 } });
    expect(categoryB.json.docs.map((r: { _id: string }) => r._id)).not.toContain(reportA);

    const theirs = await s.call('myMedicineReports', { token: pharmacy.token, params: { category: 'A', medicineId: idA } });
    expect(theirs.json.docs).toEqual([
      { _id: reportA, title: 'گزارش A', date: expect.any(String), status: 'in progress', statusChangedAt: new Date(now).toISOString() },
    ]);
    const stranger = await s.newUser();
    expect((await s.call('myMedicineReports', { token: stranger.token, params: { category: 'A', medicineId: idA } })).json.docs).toEqual(
      [],
    );
    expect((await s.call('myMedicineReports', { token: pharmacy.token, params: { category: 'B', medicineId: 'x' } })).json.docs).toEqual(
      [],
    );
    expect((await s.call('opsGetReport', { token: operator.token, params: { reportId: reportA } })).json.data.status).toBe('in progress');
    expect(
      (await s.call('opsSetReportStatus', { token: operator.token, params: { reportId: reportA }, body: { status: 'done' } })).status,
    ).toBe(400);
  });

  it('pharmacies: found by mobile, name or centre; one shows its orders with the gateway reference, tickets and reports', async () => {
    const pharmacy = await s.newUser();
    await s.sql(`UPDATE users SET first_name = 'نگار', last_name = 'يوسفي', org_name = 'داروخانه کوثر' WHERE mobile = $1`, [
      pharmacy.mobile,
    ]);
    await ticketOf(pharmacy.token, 'تیکت داروخانه');
    const order = await s.call('checkout', { token: pharmacy.token, body: { packageId: 'month-3' } });
    expect(order.status).toBe(201);
    const byMobile = await s.call('opsSearchPharmacies', { token: operator.token, query: { q: pharmacy.mobile.slice(0, 9) } });
    expect(byMobile.json.docs.map((p: { mobile: string }) => p.mobile)).toContain(pharmacy.mobile);
    const persianDigits = pharmacy.mobile.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await s.call('opsSearchPharmacies', { token: operator.token, query: { q: persianDigits } })).json.docs).toHaveLength(1);
    for (const q of ['یوسفی', 'نگار یوسفی', 'کوثر']) {
      const found = await s.call('opsSearchPharmacies', { token: operator.token, query: { q } });
      expect(
        found.json.docs.map((p: { mobile: string }) => p.mobile),
        q,
      ).toEqual([pharmacy.mobile]);
    }
    expect((await s.call('opsSearchPharmacies', { token: operator.token, query: { q: '%' } })).json.docs).toEqual([]);

    const userId = byMobile.json.docs.find((p: { mobile: string }) => p.mobile === pharmacy.mobile)._id;
    const page = await s.call('opsGetPharmacy', { token: operator.token, params: { userId } });
    expect(page.status).toBe(200);
    expect(page.json.data.profile).toMatchObject({
      mobile: pharmacy.mobile,
      org_name: 'داروخانه کوثر',
      profile_completed: true,
      role: 'pharmacist',
    });
    expect(page.json.data.orders).toEqual([
      expect.objectContaining({ _id: order.json.data.orderId, status: 'pending', provider: 'sandbox' }),
    ]);
    expect(page.json.data.orders[0].authority).toEqual(expect.any(String));
    expect(page.json.data.tickets.map((t: { title: string }) => t.title)).toEqual(['تیکت داروخانه']);
    expect(page.json.data).toMatchObject({ ordersTotal: 1, ticketsTotal: 1, reportsTotal: 0 });
    expect((await s.call('opsGetPharmacy', { token: operator.token, params: { userId: idA } })).status).toBe(404);
  });

  it('a subscription extended or ended by hand, with a required reason; the pharmacist’s access follows', async () => {
    const pharmacy = await s.newUser({ subscribed: false });
    const [{ id: userId }] = await s.sql<{ id: string }>(`SELECT id::text FROM users WHERE mobile = $1`, [pharmacy.mobile]);
    expect((await s.call('getAllMedicineAUser', { token: pharmacy.token })).status).toBe(403);
    const noReason = await s.call('opsChangeSubscription', {
      token: operator.token,
      params: { userId },
      body: { action: 'extend', days: 30, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(
      (await s.call('opsChangeSubscription', { token: operator.token, params: { userId }, body: { action: 'extend', reason: 'بانک' } }))
        .status,
    ).toBe(400);
    const extended = await s.call('opsChangeSubscription', {
      token: operator.token,
      params: { userId },
      body: { action: 'extend', days: 30, reason: 'پرداخت در بانک تأیید شد' },
    });
    expect(extended.status).toBe(200);
    expect(extended.json.data).toEqual({ active: true, expiresAt: new Date(now + 30 * 86_400_000).toISOString() });
    expect((await s.call('getAllMedicineAUser', { token: pharmacy.token })).status).toBe(200);
    const again = await s.call('opsChangeSubscription', {
      token: operator.token,
      params: { userId },
      body: { action: 'extend', days: 10, reason: 'جبران' },
    });
    expect(again.json.data.expiresAt).toBe(new Date(now + 40 * 86_400_000).toISOString());
    const ended = await s.call('opsChangeSubscription', {
      token: operator.token,
      params: { userId },
      body: { action: 'end', reason: 'بازگشت وجه' },
    });
    expect(ended.json.data).toEqual({ active: false, expiresAt: new Date(now).toISOString() });
    expect((await s.call('getAllMedicineAUser', { token: pharmacy.token })).status).toBe(403);
    expect(
      (await s.call('opsChangeSubscription', { token: operator.token, params: { userId }, body: { action: 'end', reason: 'دوباره' } }))
        .status,
    ).toBe(409);
    const [row] = await s.sql<{ before: { expiresAt: string }; after: { expiresAt: string }; reason: string }>(
      `SELECT before, after, reason FROM audit_log WHERE action = 'subscription.end' AND target_id = $1`,
      [userId],
    );
    expect(row).toEqual({
      before: { expiresAt: new Date(now + 40 * 86_400_000).toISOString() },
      after: { expiresAt: new Date(now).toISOString() },
      reason: 'بازگشت وجه',
    });
    expect(await s.sql(`SELECT 1 FROM orders WHERE user_id = $1`, [userId])).toEqual([]);
  });

  it('packages: added, edited and retired; a retired one is not listed nor bought, and old orders keep it', async () => {
    const created = await s.call('opsCreatePackage', { token: operator.token, body: { name: ' بسته آزمایشی ', days: 45, price: 150_000 } });
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    expect(created.json.data).toMatchObject({ name: 'بسته آزمایشی', days: 45, price: 150_000, retiredAt: null, orders: 0 });
    const buyer = await s.newUser();
    const listed = async () =>
      (await s.call('getPackageList', { token: buyer.token, query: { limit: 100 } })).json.docs.map((p: { _id: string }) => p._id);
    expect(await listed()).toContain(id);
    const order = await s.call('checkout', { token: buyer.token, body: { packageId: id } });
    expect(order.status).toBe(201);
    const edited = await s.call('opsUpdatePackage', {
      token: operator.token,
      params: { packageId: id },
      body: { name: 'بسته تازه', days: 60, price: 200_000 },
    });
    expect(edited.json.data).toMatchObject({ name: 'بسته تازه', days: 60, price: 200_000, orders: 1 });
    tick();
    const retired = await s.call('opsRetirePackage', { token: operator.token, params: { packageId: id } });
    expect(retired.json.data.retiredAt).toBe(new Date(now).toISOString());
    expect(await listed()).not.toContain(id);
    const refused = await s.call('checkout', { token: buyer.token, body: { packageId: id } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('این بسته بازنشسته شده است و دیگر فروخته نمی‌شود.');
    // The order keeps the name, days and amount it was bought with (the invoice's total, VAT included).
    const history = await s.call('packageHistory', { token: buyer.token });
    const bought = history.json.docs.find((doc: { packageName: string }) => doc.packageName === 'بسته آزمایشی');
    expect(bought).toMatchObject({ days: 45, amount: 165_000 });
    expect((await s.call('opsRetirePackage', { token: operator.token, params: { packageId: id } })).status).toBe(409);
    expect(
      (await s.call('opsUpdatePackage', { token: operator.token, params: { packageId: id }, body: { name: 'x', days: 1, price: 1000 } }))
        .status,
    ).toBe(409);
    const all = await s.call('opsListPackages', { token: operator.token });
    expect(all.json.docs.at(-1)._id).toBe(id);
    expect((await s.call('opsRetirePackage', { token: operator.token, params: { packageId: 'nope' } })).status).toBe(404);
  });

  it('operators: an admin makes and removes them (not themselves); a removed operator is refused at once and their tickets go back to nobody', async () => {
    const mobile = '09350000001';
    const made = await s.call('opsAddOperator', { token: admin.token, body: { mobile } });
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ mobile, role: 'operator', last_login: null });
    expect((await s.call('opsAddOperator', { token: admin.token, body: { mobile } })).status).toBe(409);
    const { accessToken } = await s.signIn(mobile);
    expect((await s.call('opsListTickets', { token: accessToken })).status).toBe(200);
    const assignees = await s.call('opsListAssignees', { token: operator.token });
    expect(assignees.json.docs.map((p: { mobile: string }) => p.mobile)).toEqual(
      expect.arrayContaining([mobile, operator.mobile, admin.mobile]),
    );
    const list = await s.call('opsListOperators', { token: admin.token });
    expect(list.json.docs[0].role).toBe('admin');

    const pharmacy = await s.newUser();
    const ticket = await ticketOf(pharmacy.token, 'سپرده');
    await s.call('opsAssignTicket', { token: operator.token, params: { ticketId: ticket }, body: { assigneeId: made.json.data._id } });
    expect((await s.call('opsRemoveOperator', { token: admin.token, params: { userId: made.json.data._id } })).status).toBe(204);
    expect((await s.call('opsListTickets', { token: accessToken })).status).toBe(403);
    expect((await s.call('opsGetTicket', { token: operator.token, params: { ticketId: ticket } })).json.data.assignee).toBeNull();
    expect((await s.call('opsRemoveOperator', { token: admin.token, params: { userId: made.json.data._id } })).status).toBe(404);
    expect((await s.call('opsRemoveOperator', { token: admin.token, params: { userId: admin.id } })).status).toBe(409);
    expect((await s.call('opsAddOperator', { token: admin.token, body: { mobile: admin.mobile, role: 'operator' } })).status).toBe(409);
    expect((await s.call('opsAddOperator', { token: admin.token, body: { mobile: '0912' } })).status).toBe(400);
  });

  it('the first admin from the command line: its user row, one audit row by nobody, nothing on a second run', async () => {
    const mobile = '09350000002';
    const granted = await transaction(s.app, (rows) =>
      grantRole(rows, new Date(now), { actorId: null, mobile, role: 'admin', reason: 'npm run ops:admin' }),
    );
    expect(granted).toMatchObject({ mobile, before: null, after: 'admin' });
    expect(await transaction(s.app, (rows) => grantRole(rows, new Date(now), { actorId: null, mobile, role: 'admin' }))).toBeNull();
    expect(await auditCount(s, `action = 'operator.add' AND target_id = $1 AND actor_id IS NULL`, [granted!.userId])).toBe(1);
    const { accessToken } = await s.signIn(mobile);
    expect((await s.call('opsListOperators', { token: accessToken })).status).toBe(200);
  });

  it('the audit log: newest first, filtered by action, target, actor and time; read-only', async () => {
    const all = await s.call('opsListAudit', { token: operator.token, query: { limit: 100 } });
    expect(all.status).toBe(200);
    const times = all.json.docs.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const answers = await s.call('opsListAudit', { token: operator.token, query: { action: 'ticket.answer', actorId: operator.id } });
    expect(answers.json.docs.length).toBeGreaterThan(0);
    expect(
      answers.json.docs.every(
        (e: { action: string; actor: { _id: string } }) => e.action === 'ticket.answer' && e.actor._id === operator.id,
      ),
    ).toBe(true);
    const first = answers.json.docs[0];
    expect(first.before).toEqual({ status: 'not checked', answer: null });
    const byTarget = await s.call('opsListAudit', { token: operator.token, query: { targetType: 'ticket', targetId: first.targetId } });
    expect(byTarget.json.docs.map((e: { _id: string }) => e._id)).toContain(first._id);
    const future = await s.call('opsListAudit', { token: operator.token, query: { from: now + 86_400_000 } });
    expect(future.json.docs).toEqual([]);
    expect((await s.call('opsListAudit', { token: operator.token, query: { actorId: 'x' } })).status).toBe(400);
  });
});
