import { http, type HttpHandler } from 'msw';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import {
  RECOVERY_CODE_COUNT,
  type Profile,
  type ProfileChanges,
  type StaffSession,
  type TwoStepCodeBody,
  type TwoStepSetup,
} from '@/common/api/profile';
import { apiUrl, fail, ok, okMessage } from '../helpers/envelope';
import { bearerRole, bearerUser, unauthorized } from '../helpers/mockRequests';
import { server } from '../helpers/server';

/** The code the authenticator app shows for the mock's secret. */
export const APP_CODE = '246810';

/** An address another account has. */
export const TAKEN_EMAIL = 'budi@sinaraditif.co.id';

export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/></svg>';

export const SETUP: TwoStepSetup = {
  qrSvg: QR_SVG,
  manualKey: 'JBSW Y3DP EHPK 3PXP',
  uri: 'otpauth://totp/Sinar%20Aditif:admin?secret=JBSWY3DPEHPK3PXP&issuer=Sinar%20Aditif',
};

export const USER_AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

const HOUR_MS = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The signed-in administrator's account: two-step sign-in off, not required. */
export const sampleProfile = (overrides: Partial<Profile> = {}): Profile => ({
  username: 'admin',
  name: 'Admin Sinar',
  email: 'admin@sinaraditif.co.id',
  role: 'administrator',
  language: 'en',
  twoStep: { enabled: false, recoveryCodesLeft: 0, required: false },
  ...overrides,
});

/** This browser (Chrome on Windows), an iPhone and a Linux laptop. */
export const sampleSessions = (): StaffSession[] => [
  {
    id: 11,
    device: USER_AGENTS.chromeWindows,
    address: '203.0.113.7',
    signedInAt: '2026-03-01T02:00:00.000Z',
    lastSeenAt: ago(2 * HOUR_MS),
    current: true,
  },
  {
    id: 12,
    device: USER_AGENTS.safariIphone,
    address: '198.51.100.23',
    signedInAt: '2026-02-20T09:30:00.000Z',
    lastSeenAt: ago(3 * 24 * HOUR_MS),
    current: false,
  },
  {
    id: 13,
    device: USER_AGENTS.firefoxLinux,
    address: '192.0.2.44',
    signedInAt: '2026-02-10T01:15:00.000Z',
    lastSeenAt: ago(5 * 24 * HOUR_MS),
    current: false,
  },
];

const recoveryCodeSet = (round: number) =>
  Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `r${round}c${String(index).padStart(2, '0')}-abcde`);

let profile = sampleProfile();
let sessions = sampleSessions();
let pendingSetup = false;
let recoveryCodes: string[] = [];
let rounds = 0;
/** The site requires two-step sign-in of this user and waits for them to set it up. */
let setupRequired = false;

/** What the screen sent, in order. */
const requests = {
  changes: [] as ProfileChanges[],
  codes: [] as { path: string; code: string }[],
  signedOut: [] as number[],
  signedOutOthers: 0,
};

/** The mock server's account of the signed-in user, their two-step sign-in and their sessions. */
export const profileDb = {
  seed({
    account = sampleProfile(),
    browsers = sampleSessions(),
    waitsForSetup = false,
  }: { account?: Profile; browsers?: StaffSession[]; waitsForSetup?: boolean } = {}): void {
    profile = structuredClone(account);
    // The site waits only for a user it requires two-step sign-in of.
    if (waitsForSetup) profile.twoStep.required = true;
    sessions = structuredClone(browsers);
    pendingSetup = false;
    rounds = 0;
    recoveryCodes = account.twoStep.enabled ? recoveryCodeSet(++rounds) : [];
    setupRequired = waitsForSetup;
    requests.changes = [];
    requests.codes = [];
    requests.signedOut = [];
    requests.signedOutOthers = 0;
  },
  profile: () => profile,
  sessions: () => sessions,
  recoveryCodes: () => recoveryCodes,
  setupRequired: () => setupRequired,
  /** The site comes to require two-step sign-in of the signed-in user, who is already using the back office. */
  requireSetup(): void {
    setupRequired = true;
    profile.twoStep.required = true;
  },
  requests,
};
profileDb.seed();

const codeInvalid = () => fail(400, 'The code is not valid', ERROR_CODES.twoStepCodeInvalid);
const notPending = () => fail(409, 'There is no two-step setup to confirm', ERROR_CODES.twoStepNotPending);

/** Whether `code` is the app's or an unused recovery code (spent when it is one). */
function acceptsCode(code: string): boolean {
  if (code === APP_CODE) return true;
  const index = recoveryCodes.indexOf(code);
  if (index < 0) return false;
  recoveryCodes.splice(index, 1);
  profile.twoStep.recoveryCodesLeft = recoveryCodes.length;
  return true;
}

/** The body's code, recorded with the path it was sent to. */
async function codeOf(request: Request, path: string): Promise<string> {
  const { code } = (await request.json()) as TwoStepCodeBody;
  requests.codes.push({ path, code });
  return code;
}

/** The profile screen's API and the validate-token answer, from profileDb, as the server answers them. */
export function profileHandlers(): HttpHandler[] {
  const signedIn = (request: Request) => Boolean(bearerUser(request));
  return [
    http.get(apiUrl('/auth/validate-token'), ({ request }) => {
      const username = bearerUser(request);
      return username
        ? ok('Token is valid', { username, role: bearerRole(request), two_step_setup_required: setupRequired })
        : unauthorized();
    }),
    http.get(apiUrl('/admin/profile'), ({ request }) => (signedIn(request) ? ok('Profile', profile) : unauthorized())),
    http.patch(apiUrl('/admin/profile'), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const changes = (await request.json()) as ProfileChanges;
      requests.changes.push(changes);
      if (changes.email?.toLowerCase() === TAKEN_EMAIL) {
        return fail(409, 'Another account already has this e-mail address', ERROR_CODES.duplicateEmail, {
          email: FIELD_PROBLEMS.duplicate,
        });
      }
      profile = { ...profile, ...changes };
      return ok('Profile saved', profile);
    }),
    http.post(apiUrl('/admin/profile/two-step/setup'), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      if (profile.twoStep.enabled) return notPending();
      pendingSetup = true;
      return ok('Two-step setup started', SETUP);
    }),
    http.post(apiUrl('/admin/profile/two-step/confirm'), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const code = await codeOf(request, 'confirm');
      if (!pendingSetup) return notPending();
      if (code !== APP_CODE) return codeInvalid();
      pendingSetup = false;
      setupRequired = false;
      recoveryCodes = recoveryCodeSet(++rounds);
      profile.twoStep = { ...profile.twoStep, enabled: true, recoveryCodesLeft: recoveryCodes.length };
      return ok('Two-step sign-in is on', { recoveryCodes: [...recoveryCodes] });
    }),
    http.post(apiUrl('/admin/profile/two-step/disable'), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const code = await codeOf(request, 'disable');
      if (profile.twoStep.required) {
        return fail(409, 'Two-step sign-in is required', ERROR_CODES.twoStepRequired);
      }
      if (!acceptsCode(code)) return codeInvalid();
      recoveryCodes = [];
      profile.twoStep = { ...profile.twoStep, enabled: false, recoveryCodesLeft: 0 };
      return ok('Two-step sign-in is off', profile);
    }),
    http.post(apiUrl('/admin/profile/two-step/recovery-codes'), async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const code = await codeOf(request, 'recovery-codes');
      if (!acceptsCode(code)) return codeInvalid();
      recoveryCodes = recoveryCodeSet(++rounds);
      profile.twoStep.recoveryCodesLeft = recoveryCodes.length;
      return ok('New recovery codes', { recoveryCodes: [...recoveryCodes] });
    }),
    http.get(apiUrl('/admin/profile/sessions'), ({ request }) =>
      signedIn(request) ? ok('Sessions', { sessions }) : unauthorized(),
    ),
    http.delete(apiUrl('/admin/profile/sessions/:id'), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = Number(params.id);
      requests.signedOut.push(id);
      if (!sessions.some((session) => session.id === id)) {
        return fail(404, 'Session not found', ERROR_CODES.notFound);
      }
      sessions = sessions.filter((session) => session.id !== id);
      return okMessage('Signed out');
    }),
    http.post(apiUrl('/admin/profile/sessions/sign-out-others'), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      requests.signedOutOthers += 1;
      const signedOut = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return ok('Signed out everywhere else', { signedOut });
    }),
  ];
}

/** Gives each test of the calling file the sample account behind the mock API (or what `seed` says). */
export function useProfileApi(seed?: () => Parameters<typeof profileDb.seed>[0]): void {
  beforeEach(() => {
    profileDb.seed(seed?.());
    server.use(...profileHandlers());
  });
}
