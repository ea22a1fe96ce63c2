import { TEXT_CUT_LENGTH } from './constants';

/** Cuts `text` to `max` characters and adds '...' when anything was cut (SPEC.md section 9). */
export function truncate(text: string, max: number = TEXT_CUT_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
