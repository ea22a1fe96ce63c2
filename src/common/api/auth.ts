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

export const LoginResult = Type.Object({
  token: Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'seconds' }),
  }),
});
export type LoginResult = Static<typeof LoginResult>;

/** Who the token belongs to, and their role as stored now (src/common/staff-access.ts). */
export const TokenOwner = Type.Object({
  username: Type.String(),
  role: Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))),
});
export type TokenOwner = Static<typeof TokenOwner>;

/** What the JWT carries; the SPA decodes `username` with jwt-decode. */
export interface TokenClaims {
  username: string;
  sub: string;
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
