import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { checkText, isCheck } from '../../../shared/domain/checks';
import { Overlay } from '../../components/Overlay';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NoticeBox } from '../../components/form/CheckAlert';
import { useNavigationBridge } from '../../entities/session';
import { selectIsLoggedIn, selectSessionUser } from '../../entities/session';
import { flowEvent } from './authActions';
import { selectAuthContext, selectAuthStep } from './authSlice';
import { BUSY_LABELS, SWITCHABLE_STEPS, paneOf, tabOf, type AuthPane } from './authView';
import { AuthTabs } from './AuthTabs';
import { CreatePasswordForm } from './CreatePasswordForm';
import { ForgotForm } from './ForgotForm';
import { LoginForm } from './LoginForm';
import { OtpForm } from './OtpForm';
import { safeReturnPath } from '../../entities/session';
import { useT, type MessageId } from '../../entities/language';
import { SeedMeaning } from '../../entities/screenText';
import './login.css';

/**
 * /login (requirements §2, §4, §8): tabbed Member Login with the forgot-password, OTP and
 * create-password panes. The screen only reads the auth machine's state and sends it events;
 * the auth listener talks to the service and moves on.
 */
export function LoginPage() {
  useNavigationBridge();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectAuthStep);
  const context = useAppSelector(selectAuthContext);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const { t, language } = useT();
  // A check the flow made itself (a check key) is said in the page's language; the service's
  // words stay as sent, explained in Hindi beside them.
  const said = isCheck(context.message?.text);
  const notice = context.message && {
    ...context.message,
    text: checkText(context.message.text, language),
  };

  // A flow that ended earlier in this visit starts afresh when the page is opened again.
  useEffect(() => {
    if (step === 'done') dispatch(flowEvent({ type: 'flow.reset' }));
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pane = paneOf(step);
  const firstPane = useRef<AuthPane>(pane);
  // The code and new-password panes follow a step the member took: focus moves into them.
  // A tab switch keeps focus on the tab (ARIA tabs).
  const focusOnMount = pane !== firstPane.current;
  const busyLabel = BUSY_LABELS[step];
  const lastBusyLabel = useRef<MessageId>('busy.wait');
  if (busyLabel) lastBusyLabel.current = busyLabel;

  return (
    <div className="container auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('login.title')}</h1>
        {loggedIn && user && step === 'login' && (
          <p className="auth-card__note">
            {t('login.loggedInAs', { name: user.first_name })}{' '}
            <Link to="/dashboard">{t('login.toDashboard')}</Link>
          </p>
        )}
        <AuthTabs
          selected={tabOf(step, context)}
          canSwitch={SWITCHABLE_STEPS.has(step)}
          onSelect={(tab) =>
            dispatch(flowEvent({ type: tab === 'login' ? 'tab.login' : 'tab.forgot' }))
          }
        >
          <NoticeBox
            notice={notice}
            // The service's messages are English: marked so inside a Hindi page, then explained.
            textLang={language === 'en' || said ? undefined : 'en'}
            aside={notice && !said && <SeedMeaning text={notice.text} />}
          />
          {pane === 'login' && <LoginForm initialEmail={context.email} returnTo={returnTo} />}
          {pane === 'forgot' && <ForgotForm initialEmail={context.email} />}
          {pane === 'otp' && <OtpForm focusOnMount={focusOnMount} />}
          {pane === 'createPassword' && <CreatePasswordForm focusOnMount={focusOnMount} />}
          {pane === 'finished' && (
            <p className="auth-card__next">
              {t('login.takingYouOn')}{' '}
              <Link to={context.returnTo ?? '/home'} replace>
                {t('login.continueNow')}
              </Link>
            </p>
          )}
        </AuthTabs>
      </div>
      <Overlay open={Boolean(busyLabel)} label={t(busyLabel ?? lastBusyLabel.current)} />
    </div>
  );
}
