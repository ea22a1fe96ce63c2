import { createContext, useContext, type ReactNode } from 'react';
import { useContentLanguage } from './hooks';
import { useGetSiteQuery } from '@/client/features/siteContent/siteApi';
import type { SiteSettings } from '@/common/api/site';

const SiteSettingsContext = createContext<SiteSettings | undefined>(undefined);

/**
 * Asks for the site's settings once for the whole app, so the building blocks that show them (the navbar, the
 * footer, the WhatsApp link, the tab title, dates in the company's time zone) fetch nothing themselves.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const site = useGetSiteQuery({ language: useContentLanguage() }).data;
  return <SiteSettingsContext.Provider value={site}>{children}</SiteSettingsContext.Provider>;
}

/** The site's settings, or undefined until they have arrived. */
export const useSiteSettings = (): SiteSettings | undefined => useContext(SiteSettingsContext);
