import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer, backendsFor } from './harness';
import { auditCount, opsOperations, staffUser } from './ops-helpers';

type Who = { token: string; id: string; mobile: string };

// behaviour §10.10: nothing in the console changes data without exactly one audit row, written with the change.
describe.each(backendsFor('http'))('every operator write leaves one audit row, on $name', (backend) => {
  let s: TestServer;
  let operator: Who;
  let admin: Who;
  let idA: string;
  beforeAll(async () => {
    s = await startServer(backend);
    operator = await staffUser(s, 'operator');
    admin = await staffUser(s, 'admin');
    [{ id: idA }] = await s.sql<{ id: string }>(`SELECT id::text FROM medicines_a WHERE seed_key = 'amox'`);
  });
  afterAll(async () => {
    await s?.close();
  });

  async function newTicket(): Promise<string> {
    const pharmacy = await s.newUser();
    await s.call('newTicket', { token: pharmacy.token, body: { title: 'حساب', report: 'متن' } });
    return (await s.call('ticketListUser', { token: pharmacy.token })).json.docs[0]._id;
  }
  async function newReport(): Promise<string> {
    const pharmacy = await s.newUser();
    await s.call('newReport', { token: pharmacy.token, body: { title: 'حساب', report: 'متن', medicenID_A: idA } });
    const [{ id }] = await s.sql<{ id: string }>(`SELECT r.id::text FROM reports r JOIN users u ON u.id = r.user_id WHERE u.mobile = $1`, [
      pharmacy.mobile,
    ]);
    return id;
  }
  async function userIdOf(mobile: string): Promise<string> {
    return (await s.sql<{ id: string }>(`SELECT id::text FROM users WHERE mobile = $1`, [mobile]))[0]!.id;
  }
  async function newPackage(): Promise<string> {
    return (await s.call('opsCreatePackage', { token: operator.token, body: { name: 'بسته حساب', days: 10, price: 10_000 } })).json.data
      ._id;
  }

  /** One successful call of each write: its caller, and the audit row's action and target it must leave. */
  const writes: Record<string, () => Promise<{ call: Parameters<TestServer['call']>[1]; by: Who; action: string; targetId: string }>> = {
    opsAnswerTicket: async () => {
      const ticketId = await newTicket();
      return { call: { params: { ticketId }, body: { answer: 'پاسخ' } }, by: operator, action: 'ticket.answer', targetId: ticketId };
    },
    opsAssignTicket: async () => {
      const ticketId = await newTicket();
      return {
        call: { params: { ticketId }, body: { assigneeId: operator.id } },
        by: operator,
        action: 'ticket.assign',
        targetId: ticketId,
      };
    },
    opsAddTicketNote: async () => {
      const ticketId = await newTicket();
      return { call: { params: { ticketId }, body: { note: 'یادداشت' } }, by: operator, action: 'ticket.note', targetId: ticketId };
    },
    opsSetReportStatus: async () => {
      const reportId = await newReport();
      return { call: { params: { reportId }, body: { status: 'fixed' } }, by: operator, action: 'report.status', targetId: reportId };
    },
    opsChangeSubscription: async () => {
      const userId = await userIdOf((await s.newUser()).mobile);
      return {
        call: { params: { userId }, body: { action: 'extend', days: 5, reason: 'آزمون' } },
        by: operator,
        action: 'subscription.extend',
        targetId: userId,
      };
    },
    opsCreatePackage: async () => ({
      call: { body: { name: 'بسته نو', days: 7, price: 5_000 } },
      by: operator,
      action: 'package.create',
      targetId: '',
    }),
    opsUpdatePackage: async () => {
      const packageId = await newPackage();
      return {
        call: { params: { packageId }, body: { name: 'بسته ویرایش', days: 11, price: 11_000 } },
        by: operator,
        action: 'package.update',
        targetId: packageId,
      };
    },
    opsRetirePackage: async () => {
      const packageId = await newPackage();
      return { call: { params: { packageId } }, by: operator, action: 'package.retire', targetId: packageId };
    },
    opsAddOperator: async () => {
      const { mobile } = await s.newUser();
      return { call: { body: { mobile } }, by: admin, action: 'operator.add', targetId: await userIdOf(mobile) };
    },
    opsRemoveOperator: async () => {
      const staff = await staffUser(s, 'operator');
      return { call: { params: { userId: staff.id } }, by: admin, action: 'operator.remove', targetId: staff.id };
    },
    opsUploadPriceImport: async () => ({ call: await priceList(), by: operator, action: 'priceImport.upload', targetId: '' }),
    opsPublishPriceImport: async () => {
      const importId = await previewed();
      return {
        call: { params: { importId }, body: { allowErrors: false } },
        by: operator,
        action: 'priceImport.publish',
        targetId: importId,
      };
    },
    opsRollbackPriceImport: async () => {
      const importId = await previewed();
      await s.call('opsPublishPriceImport', { token: operator.token, params: { importId }, body: { allowErrors: false } });
      return { call: { params: { importId } }, by: operator, action: 'priceImport.rollback', targetId: importId };
    },
    opsSetMedicinePrice: async () => ({
      call: { params: { category: 'A', medicineId: idA }, body: { price: 987_654 + ++lists, reason: 'اصلاح دستی' } },
      by: operator,
      action: 'price.hand',
      targetId: `A:${idA}`,
    }),
    opsEditMedicineFields: async () => {
      const [{ pack }] = await s.sql<{ pack: number | null }>(`SELECT quantity_in_pack AS pack FROM medicines_a WHERE id = $1`, [idA]);
      return {
        call: {
          params: { category: 'A', medicineId: idA },
          body: { fields: { quantity_in_pack: (pack ?? 0) + 1 }, before: { quantity_in_pack: pack }, reason: 'اصلاح دستی' },
        },
        by: operator,
        action: 'medicine.edit',
        targetId: `A:${idA}`,
      };
    },
  };

  /** A one-row price list of catalogue A (each a new file: another price), as an upload's request. */
  let lists = 0;
  async function priceList() {
    const [{ code }] = await s.sql<{ code: string }>(`SELECT brand_code AS code FROM medicines_a WHERE id = $1`, [idA]);
    const body = `code,price,date\n${code},${123_000 + ++lists},2026-11-01`;
    return { query: { catalogue: 'A', file_name: 'list.csv' }, rawBody: body, headers: { 'content-type': 'text/csv' } };
  }
  async function previewed(): Promise<string> {
    return (await s.call('opsUploadPriceImport', { ...(await priceList()), token: operator.token })).json.data._id;
  }

  it('covers every write of the ops tag in openapi.yaml', () => {
    // A price list's layout is a POST only because it carries the file: it reads its header row, writes nothing.
    const readsByPost = ['opsReadPriceImportLayout'];
    const spec = opsOperations.filter((op) => op.method !== 'GET' && !readsByPost.includes(op.operationId)).map((op) => op.operationId);
    expect(Object.keys(writes).sort()).toEqual(spec.sort());
  });

  for (const [operationId, arrange] of Object.entries(writes)) {
    it(`${operationId}: exactly one audit row, by the caller, about its target`, async () => {
      const { call, by, action, targetId } = await arrange();
      const before = await auditCount(s);
      const answer = await s.call(operationId, { ...call, token: by.token });
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
      expect(await auditCount(s)).toBe(before + 1);
      const [row] = await s.sql<{ action: string; actor_id: string; target_id: string; after: unknown }>(
        `SELECT action, actor_id::text, target_id, after FROM audit_log ORDER BY at DESC, id DESC LIMIT 1`,
      );
      expect(row).toMatchObject({ action, actor_id: by.id, target_id: targetId || answer.json.data._id });
    });
  }

  it('a write that changes nothing, or is refused, leaves no row', async () => {
    const ticketId = await newTicket();
    await s.call('opsAnswerTicket', { token: operator.token, params: { ticketId }, body: { answer: 'پاسخ' } });
    await s.call('opsAssignTicket', { token: operator.token, params: { ticketId }, body: { assigneeId: operator.id } });
    const reportId = await newReport();
    const packageId = await newPackage();
    const lapsed = await userIdOf((await s.newUser({ subscribed: false })).mobile);
    const before = await auditCount(s);
    const refusals: [string, Parameters<TestServer['call']>[1], number][] = [
      ['opsAnswerTicket', { params: { ticketId }, body: { answer: 'دوباره' } }, 409],
      ['opsAssignTicket', { params: { ticketId }, body: { assigneeId: operator.id } }, 200],
      ['opsSetReportStatus', { params: { reportId }, body: { status: 'new' } }, 200],
      ['opsUpdatePackage', { params: { packageId }, body: { name: 'بسته حساب', days: 10, price: 10_000 } }, 200],
      ['opsChangeSubscription', { params: { userId: lapsed }, body: { action: 'end', reason: 'هیچ' } }, 409],
      ['opsAddTicketNote', { params: { ticketId: idA }, body: { note: 'x' } }, 404],
      [
        'opsEditMedicineFields',
        { params: { category: 'A', medicineId: idA }, body: { fields: { brand_name_fa: null }, before: {}, reason: 'x' } },
        400,
      ],
    ];
    for (const [operationId, call, status] of refusals) {
      expect((await s.call(operationId, { ...call, token: operator.token })).status, operationId).toBe(status);
    }
    expect(await auditCount(s)).toBe(before);
  });

  it('the write and its row are one transaction: when the row cannot be written, the write is undone', async () => {
    const ticketId = await newTicket();
    await s.sql(`ALTER TABLE audit_log ADD CONSTRAINT refuse_rows CHECK (false) NOT VALID`);
    try {
      const answer = await s.app.inject({
        method: 'POST',
        url: `/api/ops/v1/tickets/${ticketId}/answer`,
        headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ answer: 'بی‌حساب' }),
      });
      expect(answer.statusCode).toBe(500);
    } finally {
      await s.sql(`ALTER TABLE audit_log DROP CONSTRAINT refuse_rows`);
    }
    const [row] = await s.sql<{ answer: string | null; status: string }>(`SELECT answer, status FROM tickets WHERE id = $1`, [ticketId]);
    expect(row).toEqual({ answer: null, status: 'not checked' });
  });
});
