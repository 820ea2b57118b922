import { codeLabelKey, codeLabelTexts } from '@platform/contract';
import { Button, registerTexts, useLocale, useT } from '@platform/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type DemoSignIn, loadDemoSignIn } from '../../../app/demoMode.ts';
import styles from './CompanyLoginPage.module.css';
import { demoPanelTexts } from './demoTexts.ts';
import { demoWhiteboardLinks } from './demoWhiteboardLinks.ts';
import type { SignInInput } from './useSignIn.ts';

// The code-table labels this screen shows (user types) and its own texts come with it.
registerTexts(codeLabelTexts);
registerTexts(demoPanelTexts);

export interface DemoAccountsProps {
  companyId: string;
  onSignIn: (input: SignInInput) => void;
  pending: boolean;
}

/**
 * Demo mode (ARCHITECTURE.md "demo accounts for each user type shown on the login page in demo
 * mode"): the demo institution's accounts with their user type, each signing in with one click,
 * the invite code of its running class, so that a visitor can try joining as a guest
 * (issue 16), and the whiteboard's pages as the native client opens them (issue 24 item 8). The list is loaded only in demo mode, as a chunk of its own.
 */
export function DemoAccounts({ companyId, onSignIn, pending }: DemoAccountsProps) {
  const t = useT();
  const { locale } = useLocale();
  const [demo, setDemo] = useState<DemoSignIn | null>(null);
  useEffect(() => {
    let current = true;
    void loadDemoSignIn().then((loaded) => {
      if (current) setDemo(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!demo || demo.companyId !== companyId) return null;

  return (
    <section className={styles.demo} aria-labelledby="login-demo-title">
      <h2 id="login-demo-title" className={styles.subheading}>
        {t('login.demoTitle')}
      </h2>
      <p className={styles.muted}>{t('login.demoHint', { password: demo.password })}</p>
      <ul className={styles.demoList}>
        {demo.accounts.map((account) => (
          <li key={account.userId} className={styles.demoRow}>
            <span className={styles.demoType}>
              {t(codeLabelKey('USER_TYPE', account.userType))}
            </span>
            <span className={styles.demoName}>{account.userName}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() =>
                onSignIn({ username: account.userId, password: demo.password, autoLogin: false })
              }
            >
              {t('login.demoSignIn', { name: account.userId })}
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t('login.demoInvite', { code: demo.inviteCodeShown })}{' '}
        <Link className={styles.link} to={`/invite/${demo.companyIdx}/${demo.inviteCode}`}>
          {t('login.demoInviteJoin')}
        </Link>
      </p>
      <h3 id="login-demo-whiteboard" className={styles.subheading}>
        {t('login.demoWhiteboard')}
      </h3>
      <p className={styles.muted}>{t('login.demoWhiteboardHint')}</p>
      <ul className={styles.demoLinks} aria-labelledby="login-demo-whiteboard">
        {demoWhiteboardLinks(demo.whiteboard, locale).map((link) => (
          <li key={link.page}>
            <Link className={styles.link} to={link.href}>
              {t(`login.demoWhiteboard.${link.page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
