import { errorText, LOCALES } from '@platform/contract';
import {
  applyBranding,
  Button,
  Dialog,
  DialogClose,
  useLocale,
  useT,
  VisuallyHidden,
} from '@platform/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSetBrand } from '../app/AppProviders.tsx';
import {
  type Institution,
  InstitutionLoadError,
  loadInstitution,
} from '../branding/loadInstitution.ts';
import styles from './FoundationPage.module.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; institution: Institution }
  | { status: 'error'; code: string };

/**
 * `/{companyId}` until the company login page (issue 6) replaces it: proves that the mock server
 * answers, that the institution's token brand and run-time branding apply, and that texts follow
 * the language switch.
 */
export function Component() {
  const { companyId = '' } = useParams();
  const t = useT();
  const { locale, setLocale } = useLocale();
  const setBrand = useSetBrand();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadInstitution(companyId, controller.signal).then(
      (institution) => setState({ status: 'ready', institution }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            status: 'error',
            code: error instanceof InstitutionLoadError ? error.code : 'NO_ERROR_CODE',
          });
        }
      },
    );
    return () => controller.abort();
  }, [companyId]);

  const institution = state.status === 'ready' ? state.institution : undefined;
  useEffect(() => {
    if (!institution) return;
    setBrand(institution.brand);
    const undoBranding = applyBranding(institution.branding);
    return () => {
      undoBranding();
      setBrand('default');
    };
  }, [institution, setBrand]);

  return (
    <main className={styles.page} aria-busy={state.status === 'loading'}>
      <header className={styles.header}>
        <span
          className={styles.logo}
          role="img"
          aria-label={institution?.companyName ?? t('app.name')}
        />
        <fieldset className={styles.switch}>
          <VisuallyHidden asChild>
            <legend>{t('language.label')}</legend>
          </VisuallyHidden>
          {LOCALES.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === locale ? 'primary' : 'secondary'}
              aria-pressed={option === locale}
              lang={option}
              onClick={() => setLocale(option)}
            >
              {t(`locale.${option}`)}
            </Button>
          ))}
        </fieldset>
      </header>
      <h1 className={styles.heading}>{t('foundation.heading')}</h1>
      <p className={styles.lead}>{t('foundation.lead')}</p>
      {state.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {t('foundation.error', {
            code: state.code,
            reason: errorText(state.code, { locale, context: 'login' }),
          })}
        </p>
      )}
      {institution && (
        <dl className={styles.facts}>
          <dt>{t('foundation.institution')}</dt>
          <dd>{institution.companyName}</dd>
          <dt>{t('foundation.brand')}</dt>
          <dd>{institution.brand}</dd>
        </dl>
      )}
      <div>
        <Dialog
          title={t('foundation.dialog.title')}
          trigger={<Button variant="secondary">{t('foundation.dialog.open')}</Button>}
          footer={
            <DialogClose asChild>
              <Button>{t('foundation.dialog.ok')}</Button>
            </DialogClose>
          }
        >
          <p>{t('foundation.dialog.body')}</p>
        </Dialog>
      </div>
    </main>
  );
}
