/**
 * Error codes of the password routes that the screens tell apart. Kept apart from the TypeBox contract so the
 * client can import them without bundling TypeBox.
 */
export const PASSWORD_ERROR_CODES = {
  invalidCode: 'INVALID_CODE',
  weakPassword: 'WEAK_PASSWORD',
  mismatch: 'PASSWORD_MISMATCH',
  wrongCurrentPassword: 'WRONG_PASSWORD',
} as const;
