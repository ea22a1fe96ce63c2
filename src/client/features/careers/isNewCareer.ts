import { NEW_CAREER_DAYS } from '@/common/constants';

/** A career posted within the last NEW_CAREER_DAYS days wears the 'Baru' badge. */
export function isNewCareer(createdAt: string, now: number = Date.now()): boolean {
  return now - new Date(createdAt).getTime() <= NEW_CAREER_DAYS * 24 * 60 * 60 * 1000;
}
