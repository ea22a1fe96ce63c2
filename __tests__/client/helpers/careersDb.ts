import type { Career, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import { careerList } from '../../fixtures/client/careers';

let careers: Career[] = [];

const byIdDesc = (a: Career, b: Career) => b.id - a.id;
const byUpdatedDesc = (a: Career, b: Career) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

/** The mock server's careers table, ordered as the real server orders them. */
export const careersDb = {
  reset(): void {
    careers = [];
  },
  seed(rows: Career[] | number): Career[] {
    careers = typeof rows === 'number' ? careerList(rows) : rows.map((row) => ({ ...row }));
    return careers;
  },
  all: (): Career[] => [...careers].sort(byIdDesc),
  active: (): Career[] => careers.filter((career) => career.status).sort(byUpdatedDesc),
  find: (id: number): Career | undefined => careers.find((career) => career.id === id),
  create(body: CareerCreateBody): Career {
    const now = new Date().toISOString();
    const career: Career = {
      id: Math.max(0, ...careers.map(({ id }) => id)) + 1,
      name: body.name,
      position: body.position,
      description: body.description ?? '',
      status: body.status ?? true,
      created_at: now,
      updated_at: now,
    };
    careers.push(career);
    return career;
  },
  update(id: number, body: CareerUpdateBody): Career | undefined {
    const career = careers.find((row) => row.id === id);
    if (!career) return undefined;
    Object.assign(career, body, { updated_at: new Date().toISOString() });
    return { ...career };
  },
  remove(id: number): boolean {
    const before = careers.length;
    careers = careers.filter((career) => career.id !== id);
    return careers.length < before;
  },
};
