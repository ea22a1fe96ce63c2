import type { AdminCareer, Career, CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import type { Publication } from '@/common/api/publication';
import { careerList } from '../../fixtures/client/careers';
import { DRAFT, PUBLISHED, withoutPublication } from '../../fixtures/client/publication';

/** A career as a test seeds it: the public shape, its publication when not the one its status says. */
export type SeededCareer = (Career | AdminCareer) & Partial<Publication>;

let careers: AdminCareer[] = [];
/** The body of every write the mock server received, in order. */
const received: (CareerCreateBody | CareerUpdateBody)[] = [];

const byIdDesc = (a: Career, b: Career) => b.id - a.id;
const byUpdatedDesc = (a: Career, b: Career) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
/** The SPEC's status, as the server answers it: whether the career is published. */
const withStatus = (career: AdminCareer): AdminCareer => ({ ...career, status: career.state === 'published' });
/**
 * A stored row: the back office's shape, with no translations unless the seed gave some, and published or a draft as
 * its status says unless the seed gave a publication.
 */
const stored = (row: SeededCareer): AdminCareer =>
  withStatus({ translations: {}, ...(row.status ? PUBLISHED : DRAFT), ...row });
/** The public routes answer published careers, without the back office's translations and publication. */
const publicCareer = ({ translations: _translations, ...career }: AdminCareer): Career => withoutPublication(career);
const isPublished = (career: AdminCareer) => career.state === 'published';

/** The mock server's careers table, ordered as the real server orders them. */
export const careersDb = {
  reset(): void {
    careers = [];
    received.length = 0;
  },
  seed(rows: SeededCareer[] | number): AdminCareer[] {
    careers = (typeof rows === 'number' ? careerList(rows) : rows).map(stored);
    return careers;
  },
  all: (): AdminCareer[] => [...careers].sort(byIdDesc),
  /** The published careers, as the public routes answer them. */
  active: (): Career[] => careers.filter(isPublished).sort(byUpdatedDesc).map(publicCareer),
  /** A published career as the public route answers it. */
  findActive(id: number): Career | undefined {
    const career = careers.find((row) => row.id === id && isPublished(row));
    return career && publicCareer(career);
  },
  find: (id: number): AdminCareer | undefined => careers.find((career) => career.id === id),
  /** Keeps the body of a write for the test to read. */
  receive(body: CareerCreateBody | CareerUpdateBody): void {
    received.push(structuredClone(body));
  },
  received: (): (CareerCreateBody | CareerUpdateBody)[] => structuredClone(received),
  /** Adds a career with the publication the server resolved. */
  create(body: CareerCreateBody, publication: Publication): AdminCareer {
    const now = new Date().toISOString();
    const career = withStatus({
      id: Math.max(0, ...careers.map(({ id }) => id)) + 1,
      name: body.name,
      position: body.position,
      description: body.description ?? '',
      status: false,
      translations: body.translations ?? {},
      created_at: now,
      updated_at: now,
      ...publication,
    });
    careers.push(career);
    return career;
  },
  /** Replaces a career's texts, and its publication with the one the server resolved. */
  update(id: number, body: CareerUpdateBody, publication: Publication): AdminCareer | undefined {
    const index = careers.findIndex((row) => row.id === id);
    if (index < 0) return undefined;
    const { name, position, description, translations } = body;
    careers[index] = withStatus({
      ...careers[index]!,
      name,
      position,
      description,
      ...(translations !== undefined && { translations }),
      ...publication,
      updated_at: new Date().toISOString(),
    });
    return { ...careers[index]! };
  },
  remove(id: number): boolean {
    const before = careers.length;
    careers = careers.filter((career) => career.id !== id);
    return careers.length < before;
  },
};
