import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';

describe.each(backendsFor('http'))('reports, tickets and packages on $name', (backend) => {
  let s: TestServer;
  let token: string;
  let mobile: string;
  let idA: string;
  let idB: string;
  beforeAll(async () => {
    s = await startServer(backend);
    ({ token, mobile } = await s.newUser());
    [{ id: idA }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a WHERE seed_key = 'amox'`);
    [{ id: idB }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_b WHERE seed_key = 'para'`);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('new_Report: stores a report on a category A or B medicine for the user', async () => {
    const a = await s.call('newReport', { token, body: { title: 'قیمت اشتباه', report: 'قیمت جعبه یکسان نیست.', medicenID_A: idA } });
    expect(a.status).toBe(200);
    expect(a.json.message).toBe('گزارش شما با موفقیت ثبت شد.');
    const b = await s.call('newReport', { token, body: { title: 'نام', report: 'نام ژنریک اشتباه است.', medicenID_B: idB } });
    expect(b.status).toBe(200);
    const rows = await s.sql<{ medicine_a_id: string | null; medicine_b_id: string | null; title: string }>(
      `SELECT r.medicine_a_id::text, r.medicine_b_id::text, r.title FROM reports r JOIN users u ON u.id = r.user_id
       WHERE u.mobile = $1 ORDER BY r.created_at`,
      [mobile],
    );
    expect(rows).toEqual([
      { medicine_a_id: idA, medicine_b_id: null, title: 'قیمت اشتباه' },
      { medicine_a_id: null, medicine_b_id: idB, title: 'نام' },
    ]);
  });

  it('new_Report: exactly one medicine id; it must exist; no unknown fields; needs a token', async () => {
    const both = await s.call('newReport', { token, body: { title: 't', report: 'r', medicenID_A: idA, medicenID_B: idB } });
    expect(both.status).toBe(400);
    expect(both.json.message).toBe('دقیقاً یکی از شناسه‌های داروی دسته A یا B را بفرستید.');
    expect((await s.call('newReport', { token, body: { title: 't', report: 'r' } })).status).toBe(400);
    expect((await s.call('newReport', { token, body: { title: 't', report: 'r', medicenID_A: idB } })).status).toBe(404);
    expect((await s.call('newReport', { token, body: { title: 't', report: 'r', medicenID_B: 'nope' } })).status).toBe(404);
    expect((await s.call('newReport', { token, body: { title: 't', medicenID_A: idA } })).status).toBe(400);
    expect((await s.call('newReport', { token, body: { title: 't', report: 'r', medicenID_A: idA, medicineId: idA } })).status).toBe(400);
    expect((await s.call('newReport', { body: { title: 't', report: 'r', medicenID_A: idA } })).status).toBe(401);
  });

  it('a report or a ticket needs a title and a text: an empty or blank one is a Persian 400 and stores nothing', async () => {
    const { token: own, mobile: ownMobile } = await s.newUser();
    const bodies = [
      { title: '', report: 'متن' },
      { title: 'عنوان', report: '' },
      { title: '   ', report: 'متن' },
      { title: 'عنوان', report: '\n\t ' },
    ];
    for (const body of bodies) {
      for (const [op, extra] of [
        ['newReport', { medicenID_A: idA }],
        ['newTicket', {}],
      ] as const) {
        const res = await s.call(op, { token: own, body: { ...body, ...extra } });
        expect(res.status, `${op} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json.message).toBe('عنوان و متن را بنویسید.');
      }
    }
    const [{ n }] = await s.sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM reports r JOIN users u ON u.id = r.user_id WHERE u.mobile = $1)
            + (SELECT count(*) FROM tickets t JOIN users u ON u.id = t.user_id WHERE u.mobile = $1) AS n`,
      [ownMobile],
    );
    expect(Number(n)).toBe(0);
  });

  it('tickets: new_ticket stores; ticket_list_user lists only the user\'s own, newest first, "not checked"', async () => {
    const other = await s.newUser();
    await s.call('newTicket', { token: other.token, body: { title: 'دیگری', report: 'متن' } });
    for (let i = 1; i <= 12; i++) {
      const res = await s.call('newTicket', { token, body: { title: `تیکت ${i}`, report: `متن ${i}` } });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('تیکت شما با موفقیت ثبت شد.');
    }
    const first = await s.call('ticketListUser', { token });
    expect(first.status).toBe(200);
    expect(first.json.totalDocs).toBe(12);
    expect(first.json.totalPages).toBe(2);
    expect(first.json.docs).toHaveLength(10);
    expect(first.json.docs[0]).toMatchObject({ title: 'تیکت 12', report: 'متن 12', status: 'not checked' });
    const dates = first.json.docs.map((d: { date: string }) => Date.parse(d.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await s.call('ticketListUser', { token, query: { page: 2 } });
    expect(second.json.docs.map((d: { title: string }) => d.title)).toEqual(['تیکت 2', 'تیکت 1']);
    expect((await s.call('ticketListUser', { token: other.token })).json.totalDocs).toBe(1);
  });

  it("tickets: an operator's check and answer show in the list", async () => {
    const user = await s.newUser();
    await s.call('newTicket', { token: user.token, body: { title: 'سؤال', report: 'متن' } });
    await s.sql(`UPDATE tickets SET status = 'checked', answer = 'پاسخ داده شد' WHERE user_id = (SELECT id FROM users WHERE mobile = $1)`, [
      user.mobile,
    ]);
    const list = await s.call('ticketListUser', { token: user.token });
    expect(list.json.docs[0]).toMatchObject({ status: 'checked', answer: 'پاسخ داده شد' });
  });

  it('tickets: bad input is 400 and no token is 401', async () => {
    expect((await s.call('newTicket', { token, body: { title: 't' } })).status).toBe(400);
    expect((await s.call('newTicket', { token, body: { title: 't', report: 'r', status: 'checked' } })).status).toBe(400);
    expect((await s.call('newTicket', { token, body: { title: 1, report: 'r' } })).status).toBe(400);
    expect((await s.call('newTicket', { token, body: { title: 't', report: 'x'.repeat(5001) } })).status).toBe(400);
    expect((await s.call('ticketListUser', { token, query: { limit: 0 } })).status).toBe(400);
    expect((await s.call('newTicket', { body: { title: 't', report: 'r' } })).status).toBe(401);
    expect((await s.call('ticketListUser')).status).toBe(401);
  });

  it('packages: the four packages in toman, paged', async () => {
    const res = await s.call('getPackageList', { token, query: { limit: 10, page: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.docs.map((p: { days: number; price: number }) => [p.days, p.price])).toEqual([
      [30, 120_000],
      [90, 340_000],
      [180, 540_000],
      [365, 640_000],
    ]);
    expect(res.json).toMatchObject({ totalDocs: 4, totalPages: 1 });
    const paged = await s.call('getPackageList', { token, query: { limit: 3, page: 2 } });
    expect(paged.json.docs).toHaveLength(1);
    expect(paged.json.totalPages).toBe(2);
    // No subscription is needed to see what to buy.
    const newcomer = await s.newUser({ complete: false, subscribed: false });
    expect((await s.call('getPackageList', { token: newcomer.token })).status).toBe(200);
    expect((await s.call('getPackageList')).status).toBe(401);
    expect((await s.call('getPackageList', { token, query: { page: 0 } })).status).toBe(400);
  });
});
