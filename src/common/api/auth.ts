import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';

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

export const TokenOwner = Type.Object({ username: Type.String() });
export type TokenOwner = Static<typeof TokenOwner>;

/** What the JWT carries; the SPA decodes `username` with jwt-decode. */
export interface TokenClaims {
  username: string;
  sub: string;
  exp: number;
  iat: number;
}
