import type { FormGuard } from './formGuard';
import { HoneypotField } from './HoneypotField';

/**
 * The honeypot, and what a form posted without JavaScript sends besides (the language it was read in and, when
 * the page has one, the form token; else the server reads the token from the cookie the page came with).
 */
export function FormGuardFields({ honeypot, formToken, language }: FormGuard['fields']) {
  return (
    <>
      <HoneypotField {...honeypot} />
      <input type="hidden" name="language" value={language} />
      {formToken && <input type="hidden" name="formToken" value={formToken} />}
    </>
  );
}
