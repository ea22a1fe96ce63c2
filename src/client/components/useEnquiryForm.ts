import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblemMessage, type ApiError } from '../api/errors';
import { checkFields, trimmed, type FieldRules } from './fieldChecks';
import { sendFailureOf, type SendFailure } from './sendFailure';
import { useFormGuard, type FormGuardValues } from './useFormGuard';

export type EnquiryFormStatus = 'editing' | 'sending' | 'sent';

interface EnquiryFormOptions<Field extends string> {
  /** The text fields, empty. */
  initial: Record<Field, string>;
  rules: FieldRules<Field>;
  /**
   * Problems of what the form holds besides its text fields (a file, the basket's rows), translated and keyed as
   * the server names those fields.
   */
  checkOthers?: () => Record<string, string>;
  /** Sends the trimmed values with the guard's; resolves once the server has accepted them. */
  send: (values: Record<Field, string>, guard: FormGuardValues) => Promise<unknown>;
  /** After the server accepted the form and its text fields were cleared. */
  onSent?: () => void;
  /** The form's file field, under which the server's refusal of the file itself is shown. */
  fileField?: string;
}

type FocusTarget = 'firstInvalid' | 'failure' | 'confirmation';

/**
 * The states every public form goes through: editing with its own checks (those of the server, said before
 * sending), sending (fields read-only), sent (cleared, focus on the confirmation) or refused (the fields keep
 * their values; each field the server names shows why, anything else shows in one alert with what to do).
 */
export function useEnquiryForm<Field extends string>({
  initial,
  rules,
  checkOthers,
  send,
  onSent,
  fileField,
}: EnquiryFormOptions<Field>) {
  const { t } = useTranslation();
  const { honeypot, guardValues, renewToken } = useFormGuard();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<EnquiryFormStatus>('editing');
  const [failure, setFailure] = useState<SendFailure>();
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget }>();
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  // Focus moves once what it moves to has been drawn; a new request object moves it again to the same place.
  useEffect(() => {
    if (!focusRequest) return;
    const targets: Record<FocusTarget, () => HTMLElement | null | undefined> = {
      // A field the server named that the form does not show leaves the alert to say it.
      firstInvalid: () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? failureRef.current,
      failure: () => failureRef.current,
      confirmation: () => confirmationRef.current,
    };
    targets[focusRequest.target]()?.focus();
  }, [focusRequest]);

  /** Forgets the problems of the fields `matches` picks, once the visitor has changed them. */
  const clearErrors = useCallback((matches: (field: string) => boolean) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([field]) => !matches(field));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const setValue = useCallback(
    (field: Field, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearErrors((name) => name === field);
    },
    [clearErrors],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    setFailure(undefined);
    const problems = {
      ...Object.fromEntries(
        Object.entries(checkFields(values, rules)).map(([field, problem]) => [
          field,
          fieldProblemMessage(problem as string, t),
        ]),
      ),
      ...checkOthers?.(),
    };
    setErrors(problems);
    if (Object.keys(problems).length) {
      setFocusRequest({ target: 'firstInvalid' });
      return;
    }
    setStatus('sending');
    try {
      await send(trimmed(values), await guardValues());
      setValues(initial);
      setStatus('sent');
      void renewToken();
      onSent?.();
      setFocusRequest({ target: 'confirmation' });
    } catch (error) {
      const refused = sendFailureOf(error as ApiError, t, fileField);
      // Still 'sending' until the new token is there, so sending again at once goes with it.
      if (refused.tokenExpired) await renewToken();
      setErrors(refused.fields);
      setFailure(refused);
      setStatus('editing');
      setFocusRequest({ target: Object.keys(refused.fields).length ? 'firstInvalid' : 'failure' });
    }
  };

  /** The props of the text field for `field`, for <OutlinedTextField>. */
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(field, event.target.value),
    error: errors[field],
    required: rules[field].required,
    maxLength: rules[field].maxLength,
    readOnly: status === 'sending',
  });

  return {
    values,
    errors,
    clearErrors,
    status,
    sending: status === 'sending',
    failure,
    honeypot,
    fieldProps,
    /** Props of the <form> element. */
    formProps: {
      ref: formRef,
      noValidate: true,
      'aria-busy': status === 'sending',
      onSubmit: (event: FormEvent) => void submit(event),
    },
    failureRef,
    confirmationRef,
  };
}
