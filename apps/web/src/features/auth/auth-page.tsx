import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Card, CardBody } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { safeRedirect } from '../../lib/safe-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';

export default function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  useDocumentTitle(t('auth.title'));
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [forgot, setForgot] = useState(false);
  const [busy, setBusy] = useState(false);
  const from = safeRedirect((location.state as { from?: unknown } | null)?.from);

  return (
    <div className="endpapers px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardBody className="grid gap-6 sm:p-8">
          <div className="text-center">
            <h1 className="text-3xl">{t('auth.title')}</h1>
            <p className="mt-2 text-muted-foreground">{t('auth.subtitle')}</p>
          </div>
          {forgot ? (
            <ForgotPasswordForm onBack={() => setForgot(false)} busy={busy} setBusy={setBusy} />
          ) : (
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">{t('auth.tabSignIn')}</TabsTrigger>
                <TabsTrigger value="signup">{t('auth.tabSignUp')}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm onForgot={() => setForgot(true)} busy={busy} setBusy={setBusy} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm busy={busy} setBusy={setBusy} />
              </TabsContent>
            </Tabs>
          )}
          {!forgot && (
            <>
              <div className="flex items-center gap-3 text-sm text-muted-foreground">
                <span className="h-px flex-1 bg-border" />
                {t('auth.orContinue')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <SocialButtons callbackURL={from} disabled={busy} />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
