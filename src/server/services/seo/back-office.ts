import { paths } from '@/common/routes';

/** Pages for staff only: never indexed, and closed to crawlers in robots.txt. */
export const BACK_OFFICE_PATHS = [paths.admin.dashboard, paths.login, paths.logout, paths.forgotPassword];

export const isBackOffice = (path: string) =>
  BACK_OFFICE_PATHS.some((root) => path === root || path.startsWith(`${root}/`));
