import type { Certification } from '@/common/api/product-data';

/** A certification as its form row holds it: a key of its own for React, no expiry as ''. */
export interface CertificationRow {
  key: number;
  kind: Certification['kind'];
  name: string;
  issuer: string;
  number: string;
  expiresOn: string;
}

export type CertificationText = 'name' | 'issuer' | 'number' | 'expiresOn';

let lastKey = 0;
const nextKey = () => (lastKey += 1);

export const blankCertificationRow = (): CertificationRow => ({
  key: nextKey(),
  kind: 'halal',
  name: '',
  issuer: '',
  number: '',
  expiresOn: '',
});

export const certificationRowsOf = (certifications: Certification[]): CertificationRow[] =>
  certifications.map(({ kind, name, issuer, number, expires_on: expiresOn }) => ({
    key: nextKey(),
    kind,
    name,
    issuer,
    number,
    expiresOn: expiresOn ?? '',
  }));

/** The rows as the API takes them, trimmed. */
export const certificationsOf = (rows: CertificationRow[]): Certification[] =>
  rows.map(({ kind, name, issuer, number, expiresOn }) => ({
    kind,
    name: name.trim(),
    issuer: issuer.trim(),
    number: number.trim(),
    expires_on: expiresOn || null,
  }));

/** The field of the API a row's field is sent as, the way the server names it in its field errors. */
export const API_FIELD: Record<CertificationText, keyof Certification> = {
  name: 'name',
  issuer: 'issuer',
  number: 'number',
  expiresOn: 'expires_on',
};

/** Rows the server would refuse: an 'other' certification says which one it is by its name. */
export const unnamedOtherRows = (rows: CertificationRow[]): number[] =>
  rows.flatMap((row, index) => (row.kind === 'other' && !row.name.trim() ? [index] : []));
