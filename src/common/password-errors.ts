/**
 * Error codes of the password routes that the screens tell apart. Kept apart from the TypeBox contract so the
 * client can import them without bundling TypeBox.
 */
export const PASSWORD_ERROR_CODES = {
  invalidCode: 'INVALID_CODE',
  weakPassword: 'WEAK_PASSWORD',
  mismatch: 'PASSWORD_MISMATCH',
  wrongCurrentPassword: 'WRONG_PASSWORD',
  /** Too many wrong passwords from this client address: it waits `params.seconds`. */
  signInLocked: 'SIGN_IN_LOCKED',
  /** The password hashing queue is full: try again in `params.seconds`. */
  serverBusy: 'SERVER_BUSY',
} as const;
