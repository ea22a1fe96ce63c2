import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostedForm } from '@/common/posted-form';
import { fieldProblemMessage, type ApiError } from '../api/errors';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { postedFormRead } from '../app/postedForm';
import { checkFields, trimmed, type FieldRules } from './fieldChecks';
import { sendFailureOf, type SendFailure } from './sendFailure';
import type { FormGuard, FormGuardValues } from './formGuard';

export type EnquiryFormStatus = 'editing' | 'sending' | 'sent';

interface EnquiryFormOptions<Field extends string> {
  /** Which form this is, with its token, honeypot and language: useFormGuard (features/enquiries/formGuardApi.ts). */
  guard: FormGuard;
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
  /**
   * Where the form posts without JavaScript (the page showing it, which the server answers with this form's
   * outcome, in the language of `?lang=`), and as what: forms that cannot work without JavaScript have none.
   */
  post?: { action: string; multipart?: boolean };
}

type FocusTarget = 'firstInvalid' | 'failure' | 'confirmation';

/** The problem of each field and the failure as a send through the API would have them. */
function refusalOf(posted: PostedForm | undefined, t: ReturnType<typeof useTranslation>['t'], fileField?: string) {
  if (!posted?.refusal) return undefined;
  const { status, body } = posted.refusal;
  return sendFailureOf({ status, data: body }, t, fileField);
}

/** The values of `initial`'s fields in `given`, dropping anything else. */
function pickFields<Field extends string>(initial: Record<Field, string>, given: Record<string, string>) {
  return Object.fromEntries(
    Object.keys(initial)
      .filter((field) => typeof given[field] === 'string')
      .map((field) => [field, given[field]]),
  ) as Partial<Record<Field, string>>;
}

/**
 * The states every public form goes through: editing with its own checks (those of the server, said before
 * sending), sending (fields read-only), sent (cleared, focus on the confirmation) or refused (the fields keep
 * their values; each field the server names shows why, anything else shows in one alert with what to do).
 */
export function useEnquiryForm<Field extends string>({
  guard,
  initial,
  rules,
  checkOthers,
  send,
  onSent,
  fileField,
  post,
}: EnquiryFormOptions<Field>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const postedForm = useAppSelector((state) => state.postedForm);
  // Read once, at the first render: the server drew the page with it, and hydrating must find the same.
  const [posted] = useState(() => (post && postedForm?.kind === guard.form ? postedForm : undefined));
  const { guardValues, renewToken } = guard;
  // A form the server answered (posted without JavaScript) carries the token it wrote into it until a new one comes.
  const guardFields = { ...guard.fields, formToken: guard.fields.formToken || (posted?.formToken ?? '') };
  const [values, setValues] = useState(() =>
    posted?.refusal ? { ...initial, ...pickFields(initial, posted.values) } : initial,
  );
  const [failure, setFailure] = useState<SendFailure | undefined>(() => refusalOf(posted, t, fileField));
  const [errors, setErrors] = useState<Record<string, string>>(() => failure?.fields ?? {});
  const [status, setStatus] = useState<EnquiryFormStatus>(posted && !posted.refusal ? 'sent' : 'editing');
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget }>();
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (posted) dispatch(postedFormRead());
  }, [posted, dispatch]);

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
      if (refused.tokenExpired || refused.tokenSpent) await renewToken();
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
    /** Props of <FormGuardFields>. */
    guardFields,
    /** What the server answered a form posted without JavaScript with, if this form was. */
    posted,
    fieldProps,
    /** Props of the <form> element. */
    formProps: {
      ref: formRef,
      ...(post && {
        method: 'post',
        action: `${post.action}?lang=${guardFields.language}`,
        ...(post.multipart && { encType: 'multipart/form-data' }),
      }),
      noValidate: true,
      'aria-busy': status === 'sending',
      onSubmit: (event: FormEvent) => void submit(event),
    },
    failureRef,
    confirmationRef,
  };
}
