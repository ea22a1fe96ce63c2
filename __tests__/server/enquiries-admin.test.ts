import fs from 'node:fs';
import path from 'node:path';
import type { Enquiry, EnquirySummary, UnreadEnquiries } from '@/common/api/enquiries';
import { dayIn } from '@/common/calendar-day';
import { adminGet, cvFilesOnDisk, PDF_BYTES, storeApplication, storeEnquiry } from './helpers/enquiries';
import { bearer, countRows, testDatabases, useTestApp } from './helpers/test-app';

/** An instant as the company's clocks read it (Asia/Jakarta, UTC+7, the default in Site settings), as stored. */
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}.000+07:00`).toISOString();

describe.each(testDatabases())('enquiry inbox (%s)', (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeEach(async () => {
    token = await t.login();
  });

  const list = async (query = '') => {
    const response = await adminGet(t, token, `/v1/admin/enquiries${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: EnquirySummary[]; totalData: number; totalPage: number }>();
  };
  const namesIn = async (query: string) => (await list(query)).data.map((enquiry) => enquiry.name);
  const detail = async (id: number) => {
    const response = await adminGet(t, token, `/v1/admin/enquiries/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Enquiry }>().data;
  };
  const unread = async () =>
    (await adminGet(t, token, '/v1/admin/enquiries/unread')).json<{ data: UnreadEnquiries }>().data;
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/v1/admin/enquiries/${id}`, headers: bearer(token), payload });

  describe('GET /v1/admin/enquiries', () => {
    beforeEach(async () => {
      await storeEnquiry(t, { name: 'Oldest Contact', message: 'First of all' }, at('2025-01-10'));
      await storeEnquiry(
        t,
        {
          type: 'quote',
          name: 'Quote Early',
          company: 'PT Kue Manis',
          items: [
            { productId: null, productName: 'Xanthan Gum', quantity: 25, unit: 'kg', sample: true },
            { productId: null, productName: 'Agar', quantity: null, unit: null, sample: false },
          ],
        },
        at('2025-01-11', '00:00:00'),
      );
      await storeEnquiry(t, { name: 'Late Evening', email: 'late@Example.com' }, at('2025-01-11', '23:59:59'));
      await storeEnquiry(t, { type: 'quote', name: 'Quote Later', company: '100%_Natural' }, at('2025-01-12'));
      await storeEnquiry(t, { name: 'Newest', message: 'Looking for CARRAGEENAN in bulk' }, at('2025-01-13'));
    });

    it('lists newest first with the summary fields, paged', async () => {
      const page = await list('?limit=2');

      expect(page.totalData).toBe(5);
      expect(page.totalPage).toBe(3);
      expect(page.data.map((enquiry) => enquiry.name)).toEqual(['Newest', 'Quote Later']);
      expect(await namesIn('?limit=2&page=3')).toEqual(['Oldest Contact']);
      const quote = (await list('?type=quote')).data.find((enquiry) => enquiry.name === 'Quote Early');
      expect(quote).toEqual({
        id: expect.any(Number),
        type: 'quote',
        status: 'new',
        read: false,
        name: 'Quote Early',
        company: 'PT Kue Manis',
        email: 'rina@eskrimjaya.co.id',
        preview: 'Do you sell carrageenan?',
        itemCount: 2,
        sample: true,
        careerName: null,
        mailStatus: 'pending',
        created_at: at('2025-01-11', '00:00:00'),
      });
    });

    it.each([
      ['type', '?type=quote', ['Quote Later', 'Quote Early']],
      ['from (inclusive)', '?from=2025-01-12', ['Newest', 'Quote Later']],
      ['to (inclusive, to the day’s last second)', '?to=2025-01-11', ['Late Evening', 'Quote Early', 'Oldest Contact']],
      ['one day', '?from=2025-01-11&to=2025-01-11', ['Late Evening', 'Quote Early']],
      ['a search of the message, in any case', '?search=carrageenan%20IN', ['Newest']],
      ['a search of the e-mail, in any case', '?search=LATE%40example', ['Late Evening']],
      ['a search of the company with LIKE characters taken literally', '?search=100%25_', ['Quote Later']],
      ['an underscore alone', '?search=_', ['Quote Later']],
      ['a search of the name with a type', '?search=quote&type=contact', []],
      ['a blank search', '?search=%20%20', ['Newest', 'Quote Later', 'Late Evening', 'Quote Early', 'Oldest Contact']],
    ])('filters by %s', async (_case, query, names) => {
      expect(await namesIn(query)).toEqual(names);
      expect((await list(query)).totalData).toBe(names.length);
    });

    it('filters by status', async () => {
      const [newest] = (await list()).data;
      expect((await patch(newest!.id, { status: 'done' })).statusCode).toBe(200);

      expect(await namesIn('?status=done')).toEqual(['Newest']);
      expect(await namesIn('?status=new')).toHaveLength(4);
    });

    it.each([
      ['an unknown type', '?type=complaint', 'type'],
      ['a day that is no date', '?from=2025-13-01', 'from'],
      ['a sort the inbox does not offer', '?sort=email', 'sort'],
      ['the search under a name it does not take', '?q=carrageenan', 'q'],
    ])('answers 400 naming the parameter for %s', async (_case, query, parameter) => {
      const response = await adminGet(t, token, `/v1/admin/enquiries${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(parameter);
    });
  });

  describe('unread enquiries', () => {
    it('counts those no admin opened, spam left out, per type; opening one marks it read', async () => {
      const contact = await storeEnquiry(t);
      await storeEnquiry(t, { type: 'quote' });
      const spam = await storeEnquiry(t, { name: 'Spammer' });
      const application = await storeApplication(
        t,
        (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id,
      );
      expect((await patch(spam, { status: 'spam' })).statusCode).toBe(200);

      const before = await unread();
      const opened = await detail(contact);
      const after = await unread();

      expect(before).toEqual({ total: 3, byType: { contact: 1, quote: 1, application: 1 } });
      expect(opened.read).toBe(true);
      expect(after).toEqual({ total: 2, byType: { contact: 0, quote: 1, application: 1 } });
      expect((await list()).data.find((enquiry) => enquiry.id === application)?.read).toBe(false);
    });
  });

  describe('GET and PATCH /v1/admin/enquiries/:id', () => {
    it('answers every field of an enquiry, and 404 for one that does not exist', async () => {
      const id = await storeApplication(
        t,
        (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id,
      );

      const enquiry = await detail(id);
      const missing = await adminGet(t, token, '/v1/admin/enquiries/999999');

      expect(enquiry).toMatchObject({
        id,
        type: 'application',
        read: true,
        phone: '+62 811 2222 3333',
        message: 'Please find my CV attached.',
        language: 'en',
        requiredDate: null,
        items: [],
        careerName: 'Technical Sales Executive',
        cv: { name: 'Riwayat Hidup Rina.pdf', size: PDF_BYTES.length },
        note: '',
        mailStatus: 'pending',
        mailAttempts: 0,
        mailError: null,
        mailedAt: null,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    });

    it('changes status, note and read, and keeps what it was not sent', async () => {
      const id = await storeEnquiry(t);
      await detail(id);

      const triaged = await patch(id, { status: 'in_progress', note: 'Called on Monday; send price list.' });
      const unreadAgain = await patch(id, { read: false });
      const countedUnread = (await unread()).total;
      const readAgain = await patch(id, { read: true });

      expect(triaged.statusCode).toBe(200);
      expect(triaged.json().data).toMatchObject({
        status: 'in_progress',
        note: 'Called on Monday; send price list.',
        read: true,
      });
      expect(unreadAgain.json().data).toMatchObject({
        status: 'in_progress',
        note: 'Called on Monday; send price list.',
        read: false,
      });
      expect(countedUnread).toBe(1);
      expect(readAgain.json().data.read).toBe(true);
      expect((await unread()).total).toBe(0);
      const row = await t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'in_progress', note: 'Called on Monday; send price list.' });
      expect(row.read_at).not.toBeNull();
    });

    it.each([
      ['an empty body', {}, 'body'],
      ['an unknown status', { status: 'archived' }, 'status'],
      ['a note over 5000 characters', { note: 'x'.repeat(5001) }, 'note'],
      ['read as text', { read: 'yes' }, 'read'],
    ])('refuses %s with 400 and changes nothing', async (_case, payload, field) => {
      const id = await storeEnquiry(t);
      const before = await t.db.kysely.selectFrom('enquiries').selectAll().execute();

      const response = await patch(id, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
      expect(await t.db.kysely.selectFrom('enquiries').selectAll().execute()).toEqual(before);
    });

    it('answers 404 for a change to an enquiry that does not exist', async () => {
      expect((await patch(999_999, { status: 'done' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /v1/admin/enquiries/:id', () => {
    it('deletes the enquiry and its CV file, and answers 404 the second time', async () => {
      const careerId = (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id;
      const doomed = await storeApplication(t, careerId);
      const kept = await storeApplication(t, careerId);
      const keptFile = (await t.app.repos.enquiries.cvOf(kept))!.file;
      expect(cvFilesOnDisk(t)).toHaveLength(2);

      const first = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/enquiries/${doomed}`,
        headers: bearer(token),
      });
      const second = await t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/enquiries/${doomed}`,
        headers: bearer(token),
      });

      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(404);
      expect(await countRows(t.db, 'enquiries')).toBe(1);
      expect(cvFilesOnDisk(t)).toEqual([keptFile]);
    });
  });

  describe('GET /v1/admin/enquiries/:id/cv', () => {
    it('downloads the CV as an attachment under its uploaded name, never cached or sniffed', async () => {
      const id = await storeApplication(
        t,
        (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id,
      );

      const response = await adminGet(t, token, `/v1/admin/enquiries/${id}/cv`);

      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(PDF_BYTES);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Riwayat Hidup Rina.pdf"');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toMatch(/no-store/);
    });

    it('names a file with non-ASCII characters or quotes with an ASCII stand-in and RFC 5987 filename*', async () => {
      const file = await t.app.cvFiles.save(PDF_BYTES);
      const id = await storeEnquiry(t, {
        type: 'application',
        cv: { file, name: 'Résumé "Siti" – 2025.pdf', size: PDF_BYTES.length },
      });

      const response = await adminGet(t, token, `/v1/admin/enquiries/${id}/cv`);

      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="R_sum_ _Siti_ _ 2025.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22Siti%22%20%E2%80%93%202025.pdf`,
      );
    });

    it('answers 404 for an enquiry without a CV, a missing enquiry, and a CV file that is gone', async () => {
      const contact = await storeEnquiry(t);
      const application = await storeApplication(
        t,
        (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id,
      );
      fs.rmSync(path.join(t.config.cvDir, (await t.app.repos.enquiries.cvOf(application))!.file));

      const statuses = await Promise.all(
        [contact, 999_999, application].map(
          async (id) => (await adminGet(t, token, `/v1/admin/enquiries/${id}/cv`)).statusCode,
        ),
      );

      expect(statuses).toEqual([404, 404, 404]);
    });
  });

  describe('GET /v1/admin/enquiries/export', () => {
    const exportCsv = async (query = '') => {
      const response = await adminGet(t, token, `/v1/admin/enquiries/export${query}`);
      expect(response.statusCode).toBe(200);
      return response;
    };
    const lines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');

    it('answers the enquiries as UTF-8 CSV with a byte order mark, as an attachment named by the day', async () => {
      await storeEnquiry(
        t,
        {
          type: 'quote',
          name: 'Siti Rahma',
          company: 'PT Minuman Segar',
          phone: '0812 3456',
          message: 'Harga per karung, dikirim ke Surabaya.\nTerima kasih.',
          items: [
            { productId: 1, productName: 'Xanthan Gum', quantity: 25, unit: 'kg', sample: true },
            { productId: null, productName: 'Agar', quantity: null, unit: null, sample: false },
          ],
        },
        at('2025-02-01'),
      );

      const response = await exportCsv();

      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = dayIn('Asia/Jakarta');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="enquiries-${today}.csv"`);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(lines(response.body)[0]).toBe(
        'id,received,type,status,name,company,email,phone,products,career,message,note,mail status',
      );
      expect(response.body).toContain(
        `,2025-02-01 10:00,quote,new,Siti Rahma,PT Minuman Segar,rina@eskrimjaya.co.id,0812 3456,` +
          `Xanthan Gum × 25 kg (sample); Agar,,"Harga per karung, dikirim ke Surabaya.\nTerima kasih.",,pending\r\n`,
      );
    });

    it('applies the list filters', async () => {
      await storeEnquiry(t, { name: 'January Contact' }, at('2025-01-05'));
      await storeEnquiry(t, { name: 'February Quote', type: 'quote' }, at('2025-02-05'));
      await storeEnquiry(t, { name: 'February Contact' }, at('2025-02-06'));

      const february = lines((await exportCsv('?from=2025-02-01')).body);
      const contacts = lines((await exportCsv('?type=contact&search=february')).body);

      expect(february).toHaveLength(3);
      expect(february[1]).toContain('February Contact');
      expect(february[2]).toContain('February Quote');
      expect(contacts).toHaveLength(2);
      expect(contacts[1]).toContain('February Contact');
    });

    it('neutralizes cells a spreadsheet would run as formulas', async () => {
      await storeEnquiry(t, {
        name: '=HYPERLINK("http://evil.example","Click")',
        company: '+cmd|/C calc!A0',
        phone: '-2+3',
        message: '@SUM(A1:A9)',
      });
      const id = (await list()).data[0]!.id;
      expect((await patch(id, { note: '\tTabbed note' })).statusCode).toBe(200);

      const body = (await exportCsv()).body;

      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(body).toContain(",'+cmd|/C calc!A0,");
      expect(body).toContain(",'-2+3,");
      expect(body).toContain(",'@SUM(A1:A9),");
      expect(body).toContain("'\tTabbed note");
      expect(body).not.toMatch(/,[=+\-@]/);
    });

    it('answers only the header row when nothing matches', async () => {
      expect(lines((await exportCsv('?type=application')).body)).toEqual([
        'id,received,type,status,name,company,email,phone,products,career,message,note,mail status',
      ]);
    });
  });
});
