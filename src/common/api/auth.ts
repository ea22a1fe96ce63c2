import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, OTP_LENGTH } from '../constants';
import { STAFF_ROLES } from '../staff-access';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LIMITS.username }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.password }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const SessionToken = Type.Object({
  token: Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'seconds' }),
  }),
  /** The user's interface language (their profile's), which the back office switches to at sign-in; null: none set. */
  language: Type.Union([Type.Literal('en'), Type.Literal('id'), Type.Null()]),
});
export type SessionToken = Static<typeof SessionToken>;

/** A password accepted for an account that signs in with two steps: the second step's proof, to send with the code. */
export const TwoStepChallenge = Type.Object({
  two_step: Type.Object({
    challenge: Type.String(),
    expires_in: Type.Integer({ description: 'seconds' }),
  }),
});
export type TwoStepChallenge = Static<typeof TwoStepChallenge>;

/** POST /auth/login: a session's token, or (two-step sign-in) a challenge to answer at /auth/login/two-step. */
export const LoginResult = Type.Union([SessionToken, TwoStepChallenge]);
export type LoginResult = Static<typeof LoginResult>;

/** The length of a recovery code as shown (`abcde-fghij`): ten letters and digits with a dash in the middle. */
export const RECOVERY_CODE_LENGTH = 11;

/** A code of the authenticator app (six digits) or one of the recovery codes (dashes and spaces ignored). */
export const TwoStepCode = Type.String({ minLength: 6, maxLength: 16, pattern: '^[0-9A-Za-z -]+$' });

/** POST /auth/login/two-step: the challenge of the password step and a code. */
export const TwoStepLoginBody = Type.Object(
  { challenge: Type.String({ minLength: 1, maxLength: 1000 }), code: TwoStepCode },
  { additionalProperties: false },
);
export type TwoStepLoginBody = Static<typeof TwoStepLoginBody>;

/**
 * Who the token belongs to, and their role as stored now (src/common/staff-access.ts). `two_step_setup_required`: the
 * site requires two-step sign-in of this user, who has not set it up yet; until they do, only their own account's
 * screens open (other routes answer 403 TWO_STEP_SETUP_REQUIRED).
 */
export const TokenOwner = Type.Object({
  username: Type.String(),
  role: Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))),
  two_step_setup_required: Type.Boolean(),
});
export type TokenOwner = Static<typeof TokenOwner>;

/** What the JWT carries; the SPA decodes `username` with jwt-decode. */
export interface TokenClaims {
  username: string;
  sub: string;
  /** The server-side session the token belongs to (GET /admin/profile/sessions). */
  sid: number;
  exp: number;
  iat: number;
}

// Password reset and change (SPEC.md 7 'Authentication', DESIGN.md 6 'Password reset is real').

/** The same bound as the users.email column. */
const EMAIL_MAX_LENGTH = 320;
const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ minLength: 1, maxLength: LIMITS.password });

/** The language of the e-mail that carries the code; without it the request's Accept-Language decides. */
export const MailLanguage = Type.Union([Type.Literal('en'), Type.Literal('id')]);
export type MailLanguage = Static<typeof MailLanguage>;

/** A one-time code exactly as the e-mail shows it: six digits, as a string. */
export const OtpCode = Type.String({
  pattern: `^\\d{${OTP_LENGTH}}$`,
  description: `the ${OTP_LENGTH}-digit code from the e-mail`,
});

export const CheckEmailBody = Type.Object(
  { email: Email, language: Type.Optional(MailLanguage) },
  { additionalProperties: false },
);
export type CheckEmailBody = Static<typeof CheckEmailBody>;

export const SendCodeBody = Type.Object({ language: Type.Optional(MailLanguage) }, { additionalProperties: false });
export type SendCodeBody = Static<typeof SendCodeBody>;

/**
 * Who the signed-in user's code was sent to; the address is masked (`a***@example.com`). check-email answers only a
 * message, the same whether or not an account has the address (DESIGN.md 7.8).
 */
export const CodeRecipient = Type.Object({
  user: Type.Object({ username: Type.String(), email: Type.String({ description: 'masked address' }) }),
});
export type CodeRecipient = Static<typeof CodeRecipient>;

/** /forgetpass: the address the code was sent to, the code and the new password twice. */
export const ResetPasswordWithCodeBody = Type.Object(
  { email: Email, code: OtpCode, password: Password, confirm_password: Password },
  { additionalProperties: false },
);
export type ResetPasswordWithCodeBody = Static<typeof ResetPasswordWithCodeBody>;

/** /admin/changepw: the signed-in user's code and the new password twice. */
export const ChangePasswordWithCodeBody = Type.Object(
  { code: OtpCode, password: Password, confirm_password: Password },
  { additionalProperties: false },
);
export type ChangePasswordWithCodeBody = Static<typeof ChangePasswordWithCodeBody>;

/** /admin/profile/password: SPEC.md 7's payload plus the current password (DESIGN.md 7.5). */
export const ChangeOwnPasswordBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LIMITS.username }),
    current_password: Password,
    password: Password,
    confirm_password: Password,
  },
  { additionalProperties: false },
);
export type ChangeOwnPasswordBody = Static<typeof ChangeOwnPasswordBody>;
