import type { Kysely } from 'kysely';
import type { AboutDocument } from '@/common/api/about';
import type { HomePageDocument } from '@/common/api/home';
import type { SiteSettingsDocument } from '@/common/api/site';
import type { Database } from '../db/schema';
import { nowIso } from './pagination';

/** The site's own content, one JSON document per key. */
export interface SiteDocuments {
  settings: SiteSettingsDocument;
  about: AboutDocument;
  home: HomePageDocument;
}
export type SiteDocumentKey = keyof SiteDocuments;
export const SITE_DOCUMENT_KEYS: readonly SiteDocumentKey[] = ['settings', 'about', 'home'];

/** A stored document's text as an object; anything else (unreadable JSON, an array) reads as none. */
function parseDocument(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function siteDocumentsRepository(db: Kysely<Database>) {
  return {
    /**
     * The stored document, or undefined when there is none. Its shape is what was written (validated then), so a
     * reader fills what may be missing.
     */
    async read<K extends SiteDocumentKey>(key: K): Promise<Partial<SiteDocuments[K]> | undefined> {
      const row = await db.selectFrom('site_documents').select('document').where('key', '=', key).executeTakeFirst();
      return row ? (parseDocument(row.document) as Partial<SiteDocuments[K]> | undefined) : undefined;
    },

    /** Replaces (or first writes) the document. */
    async write<K extends SiteDocumentKey>(key: K, document: SiteDocuments[K]): Promise<void> {
      const text = JSON.stringify(document);
      const at = nowIso();
      await db
        .insertInto('site_documents')
        .values({ key, document: text, updated_at: at })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ document: text, updated_at: at }))
        .execute();
    },

    /** Writes the document unless one is there already (whoever wrote it); answers whether it wrote. */
    async insertIfMissing<K extends SiteDocumentKey>(key: K, document: SiteDocuments[K]): Promise<boolean> {
      const result = await db
        .insertInto('site_documents')
        .values({ key, document: JSON.stringify(document), updated_at: nowIso() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type SiteDocumentsRepository = ReturnType<typeof siteDocumentsRepository>;
