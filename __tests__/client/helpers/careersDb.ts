import type { AdminCareer, Career, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import { careerList } from '../../fixtures/client/careers';

let careers: AdminCareer[] = [];

const byIdDesc = (a: Career, b: Career) => b.id - a.id;
const byUpdatedDesc = (a: Career, b: Career) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
/** A stored row: the back office's shape, with no translations unless the seed gave some. */
const stored = (row: Career | AdminCareer): AdminCareer => ({ translations: {}, ...row });
/** The public routes answer without the back office's translations. */
const publicCareer = ({ translations: _translations, ...career }: AdminCareer): Career => career;

/** The mock server's careers table, ordered as the real server orders them. */
export const careersDb = {
  reset(): void {
    careers = [];
  },
  seed(rows: (Career | AdminCareer)[] | number): AdminCareer[] {
    careers = (typeof rows === 'number' ? careerList(rows) : rows).map(stored);
    return careers;
  },
  all: (): AdminCareer[] => [...careers].sort(byIdDesc),
  /** The open careers, as the public routes answer them. */
  active: (): Career[] =>
    careers
      .filter((career) => career.status)
      .sort(byUpdatedDesc)
      .map(publicCareer),
  /** An open career as the public route answers it. */
  findActive(id: number): Career | undefined {
    const career = careers.find((row) => row.id === id && row.status);
    return career && publicCareer(career);
  },
  find: (id: number): AdminCareer | undefined => careers.find((career) => career.id === id),
  create(body: CareerCreateBody): AdminCareer {
    const now = new Date().toISOString();
    const career: AdminCareer = {
      id: Math.max(0, ...careers.map(({ id }) => id)) + 1,
      name: body.name,
      position: body.position,
      description: body.description ?? '',
      status: body.status ?? true,
      translations: body.translations ?? {},
      created_at: now,
      updated_at: now,
    };
    careers.push(career);
    return career;
  },
  update(id: number, body: CareerUpdateBody): AdminCareer | undefined {
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
