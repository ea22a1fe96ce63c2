import fs from 'node:fs';
import path from 'node:path';
import { monthsBefore, sweepEnquiries } from '@/server/services/enquiries/retention';
import { cvFilesOnDisk, eventually, PDF_BYTES, storeApplication, storeEnquiry } from './helpers/enquiries';
import { testDatabases, useTestApp, type TestApp } from './helpers/test-app';

const monthsAgo = (months: number, days = 0) =>
  new Date(monthsBefore(new Date(), months).getTime() - days * 86_400_000).toISOString();

const storedNames = async (t: TestApp) =>
  (await t.db.kysely.selectFrom('enquiries').select('name').orderBy('name').execute()).map((row) => row.name);

/** A CV file no enquiry points at, last changed `ageMs` ago. */
async function strayCv(t: TestApp, ageMs: number): Promise<string> {
  const name = await t.app.cvFiles.save(PDF_BYTES);
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(t.config.cvDir, name), when, when);
  return name;
}

describe.each(testDatabases())('enquiry retention (%s)', (kind) => {
  const t = useTestApp(kind, { ENQUIRY_RETENTION_MONTHS: '24' });

  const sweep = () => sweepEnquiries({ enquiries: t.app.repos.enquiries, cvFiles: t.app.cvFiles, retentionMonths: 24 });

  it('deletes the enquiries older than the retention with their CVs, and keeps the recent ones', async () => {
    const careerId = (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id;
    await storeEnquiry(t, { name: 'Old Contact' }, monthsAgo(24, 1));
    const oldApplication = await storeApplication(t, careerId, monthsAgo(30));
    const oldFile = (await t.app.repos.enquiries.cvOf(oldApplication))!.file;
    await storeEnquiry(t, { name: 'Recent Contact' }, monthsAgo(23));
    const recentApplication = await storeApplication(t, careerId, monthsAgo(0, 2));
    const recentFile = (await t.app.repos.enquiries.cvOf(recentApplication))!.file;

    const report = await sweep();

    expect(report).toEqual({ enquiries: 2, cvFiles: [oldFile] });
    expect(await storedNames(t)).toEqual(['Recent Contact', 'Rina Kusuma']);
    expect(cvFilesOnDisk(t)).toEqual([recentFile]);
    expect(await sweep()).toEqual({ enquiries: 0, cvFiles: [] });
  });

  it('removes CV files no enquiry points at once they are an hour old, and nothing else in the directory', async () => {
    const careerId = (await t.app.repos.careers.create({ name: 'Chemist', position: 'Staff' })).id;
    const kept = (await t.app.repos.enquiries.cvOf(await storeApplication(t, careerId)))!.file;
    const orphan = await strayCv(t, 2 * 60 * 60 * 1000);
    const young = await strayCv(t, 5 * 60 * 1000);
    fs.writeFileSync(path.join(t.config.cvDir, 'README.txt'), 'not a CV');

    const report = await sweep();

    expect(report).toEqual({ enquiries: 0, cvFiles: [orphan] });
    expect(cvFilesOnDisk(t)).toEqual(['README.txt', kept, young].sort());
  });

  it('runs as the maintenance job when the periodic jobs start, as the server does at start', async () => {
    await storeEnquiry(t, { name: 'Old Contact' }, monthsAgo(25));
    await storeEnquiry(t, { name: 'Recent Contact' });

    await t.app.jobs.startPeriodic();

    await eventually(
      () => storedNames(t),
      (names) => names.length === 1,
    );
    expect(await storedNames(t)).toEqual(['Recent Contact']);
  });
});

describe('monthsBefore', () => {
  it.each([
    ['2026-05-15T08:30:00.000Z', 24, '2024-05-15T08:30:00.000Z'],
    ['2026-03-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['2024-03-31T12:00:00.000Z', 1, '2024-02-29T12:00:00.000Z'],
    ['2026-01-10T00:00:00.000Z', 1, '2025-12-10T00:00:00.000Z'],
  ])('counts back from %s by %i months to %s', (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});
