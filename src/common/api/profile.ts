import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { TwoStepCode } from './auth';
import { StaffRoleSchema } from './users';

/**
 * The signed-in user's own account (GET/PATCH /admin/profile), their two-step sign-in and their sessions. Every role
 * may use these; nobody reaches another user's account through them.
 */

export const INTERFACE_LANGUAGES = ['en', 'id'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
const InterfaceLanguageSchema = Type.Union(INTERFACE_LANGUAGES.map((language) => Type.Literal(language)));

/** How many single-use recovery codes a two-step setup gives. */
export const RECOVERY_CODE_COUNT = 10;

export const Profile = Type.Object({
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRoleSchema,
  /** The back office's language for this user, applied when they sign in; null: as they choose it on the site. */
  language: Type.Union([InterfaceLanguageSchema, Type.Null()]),
  twoStep: Type.Object({
    enabled: Type.Boolean(),
    /** Unused recovery codes (0 when two-step sign-in is off). */
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
    /** The site requires it of this user: it cannot be turned off. */
    required: Type.Boolean(),
  }),
});
export type Profile = Static<typeof Profile>;

/** PATCH /admin/profile: any of name, e-mail and interface language. */
export const ProfileChanges = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' })),
    email: Type.Optional(Type.String({ format: 'email', minLength: 3, maxLength: 320 })),
    language: Type.Optional(Type.Union([InterfaceLanguageSchema, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfileChanges = Static<typeof ProfileChanges>;

/**
 * POST /admin/profile/two-step/setup: a new secret to add to an authenticator app, as a QR code (an SVG image), as the
 * key to type in by hand (base32, in groups of four) and as its otpauth:// address. Nothing changes for sign-in until
 * a code of it is confirmed.
 */
export const TwoStepSetup = Type.Object({
  qrSvg: Type.String(),
  manualKey: Type.String(),
  uri: Type.String(),
});
export type TwoStepSetup = Static<typeof TwoStepSetup>;

/** A code of the authenticator app, or a recovery code: to confirm a setup, to turn it off, or for new recovery codes. */
export const TwoStepCodeBody = Type.Object({ code: TwoStepCode }, { additionalProperties: false });
export type TwoStepCodeBody = Static<typeof TwoStepCodeBody>;

/** New recovery codes, shown once: only their hashes are kept. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** A signed-in browser of the user's: where and when it signed in and was last seen. */
export const StaffSession = Type.Object({
  id: Type.Integer(),
  /** The browser's User-Agent as it sent it ('' when it sent none). */
  device: Type.String(),
  address: Type.String(),
  signedInAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  /** The session of the request itself. */
  current: Type.Boolean(),
});
export type StaffSession = Static<typeof StaffSession>;

export const StaffSessions = Type.Object({ sessions: Type.Array(StaffSession) });
export type StaffSessions = Static<typeof StaffSessions>;

/** POST /admin/profile/sessions/sign-out-others: how many sessions ended. */
export const SignedOut = Type.Object({ signedOut: Type.Integer({ minimum: 0 }) });
export type SignedOut = Static<typeof SignedOut>;

/** Whom the site requires to sign in with two steps (GET/PUT /admin/users/two-step-policy, administrators). */
export const TWO_STEP_POLICIES = ['nobody', 'administrators', 'everyone'] as const;
export type TwoStepPolicy = (typeof TWO_STEP_POLICIES)[number];
export const TwoStepPolicyBody = Type.Object(
  { required: Type.Union(TWO_STEP_POLICIES.map((policy) => Type.Literal(policy))) },
  { additionalProperties: false },
);
export type TwoStepPolicyBody = Static<typeof TwoStepPolicyBody>;
