import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LOGOUT_FLAG_STORAGE_KEY } from '@/common/constants';
import { paths } from '@/common/routes';
import { useAppSelector } from '@/client/app/hooks';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { useQueryParam } from '@/client/components/useQueryParam';
import { AuthSplitScreen } from './AuthSplitScreen';
import { FlipCard } from './FlipCard';
import { ForgotPasswordCard } from './ForgotPasswordCard';
import { LoginCard } from './LoginCard';

/** /login: a split screen whose card turns over between signing in and asking for a password reset. */
export function LoginPage() {
  const { t } = useTranslation();
  // Only a visitor who arrives signed in is sent on; a sign-in made here navigates by itself.
  const token = useAppSelector((state) => state.auth.token);
  const [signedInOnArrival] = useState(token !== null);
  // The turned card is kept in the URL (`?reset=1`), so reload and QA snapshots keep it.
  const [resetParam, setResetParam] = useQueryParam('reset');
  const flipped = resetParam === '1';
  const userFlipped = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const forgotPasswordRef = useRef<HTMLButtonElement>(null);
  useDocumentTitle(t(flipped ? 'admin:password.resetTitle' : 'admin:login.title'));

  useEffect(() => {
    window.localStorage.removeItem(LOGOUT_FLAG_STORAGE_KEY);
  }, []);

  // Focus follows the card: into the e-mail field, and back to the link that turned it.
  useEffect(() => {
    if (!userFlipped.current) return;
    (flipped ? emailRef : forgotPasswordRef).current?.focus();
  }, [flipped]);

  if (signedInOnArrival) return <Navigate to={paths.admin.dashboard} replace />;

  const turn = (next: boolean) => {
    userFlipped.current = true;
    setResetParam(next ? '1' : '');
  };

  return (
    <AuthSplitScreen>
      <FlipCard
        flipped={flipped}
        front={<LoginCard onForgotPassword={() => turn(true)} forgotPasswordRef={forgotPasswordRef} />}
        back={<ForgotPasswordCard onBack={() => turn(false)} emailRef={emailRef} />}
      />
    </AuthSplitScreen>
  );
}
