import { SPEC_CODE_FIELDS, SPEC_TEXT_FIELDS, type AdminProduct, type ProductFields } from '@/common/api/catalogue';
import type { Certification } from '@/common/api/product-data';
import type { TermKind } from '@/common/constants';
import type { Language } from '@/common/language';
import type { Repositories } from '@/server/repositories';
import { serializeTranslations } from '@/server/repositories/translations';
import { saveWithPdf, type PdfFiles } from '@/server/services/files/pdf-files';
import { demoProducts, type DemoProduct } from './demo-content';
import { productsId } from './demo-content-id';
import { demoPdf, documentTitle, type DemoPdf } from './demo-documents';
import {
  categoryProfiles,
  demoSpecifications,
  type BilingualText,
  type DemoCertification,
  type DemoSpecification,
} from './demo-specifications';
import { demoApplications, demoIndustries, type DemoTerm } from './demo-terms';

/** What `addDemoProductData` added. */
export interface ProductDataReport {
  /** Industries and applications created. */
  terms: number;
  /** Demo products given some of their data. */
  products: number;
  /** Documents stored. */
  documents: number;
}

/** Set in `app_meta` once an installation seeded before products had specifications has been given them. */
export const DEMO_PRODUCT_DATA_ADDED = 'demo_product_data_added_at';

type Specification = DemoSpecification & Required<Omit<DemoSpecification, 'cas' | 'eNumber' | 'inci' | 'principal'>>;

type Label =
  | 'grade'
  | 'appearance'
  | 'cas'
  | 'eNumber'
  | 'inci'
  | 'packaging'
  | 'origin'
  | 'shelfLife'
  | 'storage'
  | 'issuer'
  | 'number'
  | 'validUntil'
  | 'handling';

const LABELS: Record<Language, Record<Label, string>> = {
  en: {
    grade: 'Grade',
    appearance: 'Appearance',
    cas: 'CAS number',
    eNumber: 'E-number',
    inci: 'INCI name',
    packaging: 'Packaging',
    origin: 'Origin',
    shelfLife: 'Shelf life',
    storage: 'Storage',
    issuer: 'Issued by',
    number: 'Certificate number',
    validUntil: 'Valid until',
    handling: 'Handling',
  },
  id: {
    grade: 'Mutu',
    appearance: 'Penampakan',
    cas: 'Nomor CAS',
    eNumber: 'Nomor E',
    inci: 'Nama INCI',
    packaging: 'Kemasan',
    origin: 'Negara asal',
    shelfLife: 'Masa simpan',
    storage: 'Penyimpanan',
    issuer: 'Diterbitkan oleh',
    number: 'Nomor sertifikat',
    validUntil: 'Berlaku hingga',
    handling: 'Penanganan',
  },
};

const HANDLING: Record<Language, string> = {
  en: 'Avoid dust formation and contact with eyes; wear gloves and safety glasses. Keep away from food and drink.',
  id: 'Hindari timbulnya debu dan kontak dengan mata; kenakan sarung tangan dan kacamata pelindung.',
};

const shelfLife = (months: number): BilingualText => [
  `${months} months from the production date`,
  `${months} bulan sejak tanggal produksi`,
];

/** The last day of the month `months` after `now`, as YYYY-MM-DD. */
const monthsAhead = (now: Date, months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0)).toISOString().slice(0, 10);

const digits = (value: number, length: number) => String(value).padStart(length, '0');

/** A certification as the demo hands it out, numbered by the product's place in the demo and valid for a while yet. */
function certification(kind: DemoCertification, serial: number, now: Date): Certification {
  const certifications: Record<DemoCertification, Certification> = {
    halalBpjph: {
      kind: 'halal',
      name: '',
      issuer: 'BPJPH',
      number: `ID00410000${digits(13_570 + serial * 71, 9)}`,
      expires_on: monthsAhead(now, 30 + (serial % 18)),
    },
    halalMui: {
      kind: 'halal',
      name: '',
      issuer: 'MUI',
      number: `LPPOM-00150${digits(41_000 + serial * 13, 6)}`,
      expires_on: monthsAhead(now, 8 + (serial % 10)),
    },
    bpom: {
      kind: 'bpom',
      name: '',
      issuer: 'Badan POM',
      number: `BPOM RI ML ${digits(231_509_001_200 + serial * 7, 12)}`,
      expires_on: monthsAhead(now, 40),
    },
    iso: {
      kind: 'iso',
      name: 'ISO 22000:2018',
      issuer: 'SGS',
      number: `ID18/${digits(8_192 + serial * 3, 5)}`,
      expires_on: monthsAhead(now, 20 + (serial % 12)),
    },
    fssc: {
      kind: 'other',
      name: 'FSSC 22000',
      issuer: 'Bureau Veritas',
      number: `C${digits(604_000 + serial * 17, 7)}`,
      expires_on: monthsAhead(now, 14 + (serial % 20)),
    },
    kosher: {
      kind: 'kosher',
      name: '',
      issuer: 'OU Kosher',
      number: `OU-K${digits(52_000 + serial * 11, 6)}`,
      expires_on: monthsAhead(now, 9),
    },
    gmp: {
      kind: 'gmp',
      name: 'GMP+ FSA',
      issuer: 'GMP+ International',
      number: `GMP${digits(49_100 + serial * 5, 6)}`,
      expires_on: monthsAhead(now, 26),
    },
  };
  return certifications[kind];
}

/** The demo terms of one kind, created where missing; answers their ids by key. */
export async function ensureDemoTerms<K extends string>(
  repos: Repositories,
  kind: TermKind,
  terms: Record<K, DemoTerm>,
): Promise<{ ids: Map<K, number>; created: number }> {
  const ids = new Map<K, number>();
  let created = 0;
  for (const [key, term] of Object.entries(terms) as [K, DemoTerm][]) {
    let id = await repos.catalogueTerms.findIdByName(kind, term.name);
    if (id === undefined) {
      id = await repos.catalogueTerms.create(kind, term.name, serializeTranslations({ id: { name: term.nameId } }));
      created += 1;
    }
    ids.set(key, id);
  }
  return { ids, created };
}

const englishOf = (text: BilingualText) => text[0];
const indonesianOf = (text: BilingualText) => text[1];

/** The specification fields of the form, English in the fields and Indonesian in the translations. */
function specificationFields(spec: Specification, current: AdminProduct, principalId: number | null) {
  const texts = (pick: (text: BilingualText) => string) => ({
    grade: pick(spec.grade),
    appearance: pick(spec.appearance),
    packaging: pick(spec.packaging),
    origin: pick(spec.origin),
    shelf_life: pick(shelfLife(spec.shelfLifeMonths)),
    storage: pick(spec.storage),
  });
  return {
    ...texts(englishOf),
    cas_number: spec.cas ?? '',
    e_number: spec.eNumber ?? '',
    inci_name: spec.inci ?? '',
    principal_id: principalId,
    translations: { id: { ...texts(indonesianOf), ...current.translations.id } },
  };
}

const SPECIFICATION_FIELDS = [...SPEC_TEXT_FIELDS, ...SPEC_CODE_FIELDS] as const;

/** Whether an admin (or an earlier run) has given the product any specification or a principal. */
const hasSpecifications = (product: AdminProduct) =>
  product.principal !== null || SPECIFICATION_FIELDS.some((field) => product[field] !== '');

interface StoredDocument extends DemoPdf {
  name: string;
  onRequest: boolean;
}

/** A name that cleanly becomes a file name (no path separators). */
const fileSafe = (text: string) => text.replace(/[\\/]+/g, '-');

/** The documents a demo product gets: data sheets, a safety sheet, its halal certificate, a CoA template. */
function demoDocuments(product: DemoProduct, spec: Specification, certifications: Certification[]): StoredDocument[] {
  const names: Record<Language, string> = { en: product.name, id: productsId[product.name]?.name ?? product.name };
  const descriptions: Record<Language, string> = {
    en: product.description,
    id: productsId[product.name]?.description || product.description,
  };
  const rows = (language: Language) => {
    const labels = LABELS[language];
    const pick = language === 'en' ? englishOf : indonesianOf;
    return [
      [labels.grade, pick(spec.grade)],
      [labels.appearance, pick(spec.appearance)],
      ...(spec.cas ? [[labels.cas, spec.cas] as const] : []),
      ...(spec.eNumber ? [[labels.eNumber, spec.eNumber] as const] : []),
      ...(spec.inci ? [[labels.inci, spec.inci] as const] : []),
      [labels.packaging, pick(spec.packaging)],
      [labels.origin, pick(spec.origin)],
      [labels.shelfLife, pick(shelfLife(spec.shelfLifeMonths))],
      [labels.storage, pick(spec.storage)],
    ] as const;
  };
  const named = (kind: StoredDocument['kind'], language: Language, prefix: string) => ({
    kind,
    language,
    productName: names[language],
    name: `${prefix} ${fileSafe(names[language])} (${language.toUpperCase()}).pdf`,
  });
  const documents: StoredDocument[] = [];
  if (spec.documents.tds !== false) {
    for (const language of ['en', 'id'] as const) {
      documents.push({
        ...named('tds', language, 'TDS'),
        rows: [...rows(language)],
        text: descriptions[language],
        onRequest: false,
      });
    }
  }
  if (spec.documents.sds) {
    documents.push({
      ...named('sds', 'en', 'SDS'),
      rows: rows('en').filter(([label]) => [LABELS.en.cas, LABELS.en.eNumber, LABELS.en.storage].includes(label)),
      text: `${LABELS.en.handling}: ${HANDLING.en}`,
      onRequest: spec.documents.sds === 'on-request',
    });
  }
  const halal = certifications.find((candidate) => candidate.kind === 'halal');
  if (spec.documents.halalCertificate && halal) {
    const labels = LABELS.id;
    documents.push({
      ...named('certificate', 'id', documentTitle('certificate', 'id')),
      rows: [
        [labels.issuer, halal.issuer],
        [labels.number, halal.number],
        ...(halal.expires_on ? [[labels.validUntil, halal.expires_on] as const] : []),
      ],
      onRequest: false,
    });
  }
  if (spec.documents.coaOnRequest) {
    documents.push({ ...named('coa', 'en', 'CoA'), rows: [...rows('en')].slice(0, 2), onRequest: true });
  }
  return documents;
}

/**
 * Gives the demo products (found by their English names) what buyers check: specifications and principal, industries
 * and applications, certifications and documents. Only what a product has none of is added, so running it again, or on
 * products an admin has since filled in, changes nothing of theirs. Each product's data is written in one transaction,
 * and each document's file before its row (removed again if the row cannot be stored).
 */
export async function addDemoProductData(
  repos: Repositories,
  documentFiles: PdfFiles,
  now = new Date(),
): Promise<ProductDataReport> {
  const industries = await ensureDemoTerms(repos, 'industry', demoIndustries);
  const applications = await ensureDemoTerms(repos, 'application', demoApplications);
  const partnerIds = new Map((await repos.partners.listForAdmin()).map((partner) => [partner.name, partner.id]));
  const report: ProductDataReport = { terms: industries.created + applications.created, products: 0, documents: 0 };

  for (const [serial, product] of demoProducts.entries()) {
    const own = demoSpecifications[product.name];
    const profile = categoryProfiles[product.category];
    const id = await repos.products.findIdByName(product.name);
    if (!own || !profile || id === undefined) continue;
    const spec: Specification = { ...profile, ...own, documents: { ...profile.documents, ...own.documents } };
    const current = (await repos.products.findForAdmin(id))!;
    const certifications = spec.certifications.map((kind) => certification(kind, serial, now));
    const missing: Partial<ProductFields> = {
      ...(!hasSpecifications(current) &&
        specificationFields(spec, current, partnerIds.get(spec.principal ?? '') ?? null)),
      ...(current.certifications.length === 0 && { certifications }),
      ...(current.industries.length === 0 && { industry_ids: spec.industries.map((key) => industries.ids.get(key)!) }),
      ...(current.applications.length === 0 && {
        application_ids: spec.applications.map((key) => applications.ids.get(key)!),
      }),
    };
    const documents =
      current.documents.length === 0
        ? demoDocuments(product, spec, current.certifications.length > 0 ? current.certifications : certifications)
        : [];
    if (Object.keys(missing).length === 0 && documents.length === 0) continue;

    await repos.products.seedDetails(id, { name: current.name, category_id: current.category_id, ...missing });
    for (const document of documents) {
      const bytes = await demoPdf(document);
      await saveWithPdf(documentFiles, bytes, async (file) => {
        const added = await repos.productDocuments.add(id, {
          kind: document.kind,
          language: document.language,
          name: document.name,
          file,
          size: bytes.length,
          on_request: document.onRequest,
        });
        if (added.status !== 'created') throw new Error(`Demo product "${product.name}" disappeared while seeding`);
      });
    }
    report.products += 1;
    report.documents += documents.length;
  }
  return report;
}

/**
 * Once per installation whose demo content was seeded before products had specifications: adds them (see
 * addDemoProductData). Answers what it added, or undefined when it had run before.
 */
export async function backfillDemoProductData(
  repos: Repositories,
  documentFiles: PdfFiles,
): Promise<ProductDataReport | undefined> {
  if (await repos.meta.get(DEMO_PRODUCT_DATA_ADDED)) return undefined;
  const report = await addDemoProductData(repos, documentFiles);
  await repos.meta.set(DEMO_PRODUCT_DATA_ADDED, new Date().toISOString());
  return report;
}
