import { AppHeader } from '@/components/app-header';
import { useT } from '@/lib/i18n/use-t';
import { DeletionByEmail } from '@/features/account/components/deletion-by-email';

/**
 * /delete-account-digistall: shops (Digistall stalls) have no sign-in of their own; a shop is a
 * record a Dropwise platform admin keeps. So there is nothing to delete here by signing in: the
 * page says so plainly and tells the shop how to ask.
 */
export default function DeleteAccountDigistallPage() {
  const t = useT('account');
  return (
    <>
      <AppHeader />
      <main className="page narrow">
        <h1>{t('digistallTitle')}</h1>
        <p>{t('digistallIntro')}</p>
        <section aria-label={t('howToDelete')} className="card">
          <h2>{t('howToDelete')}</h2>
          <DeletionByEmail message="digistallHow" />
        </section>
        <h2>{t('whatWeKeep')}</h2>
        <p>{t('digistallKept')}</p>
        <p>{t('digistallCustomerToo')}</p>
      </main>
    </>
  );
}
