/** sessionStorage key remembering, for the tab, that `?qa=1` turned the QA panel on. */
export const QA_PANEL_SESSION_KEY = 'qaPanel';

interface QaPanelSwitches {
  /** location.search of the page being opened. */
  search: string;
  /** The tab's sessionStorage. */
  session: Storage;
  /** `process.env.QA_PANEL` as the build defined it. */
  buildFlag?: string;
}

/**
 * Whether to load the QA panel: always in a build made with QA_PANEL=1; otherwise `?qa=1` turns it on for the
 * rest of the tab's life and `?qa=0` turns it off again. Call once from the entry.
 */
export function qaPanelEnabled({ search, session, buildFlag }: QaPanelSwitches): boolean {
  if (buildFlag === '1' || buildFlag === 'true') return true;
  const asked = new URLSearchParams(search).get('qa');
  if (asked === '1') session.setItem(QA_PANEL_SESSION_KEY, '1');
  if (asked === '0') session.removeItem(QA_PANEL_SESSION_KEY);
  return session.getItem(QA_PANEL_SESSION_KEY) === '1';
}
