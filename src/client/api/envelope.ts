import type { Envelope } from '@/common/api/envelope';

/** The `data` an API answer carries in its envelope: the transformResponse of every endpoint that answers one. */
export const dataOf = <Data>(answer: Envelope<Data>): Data => answer.data;
