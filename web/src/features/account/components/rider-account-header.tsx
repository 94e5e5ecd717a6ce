import { pagePaths } from '@dropwise/domain/page-paths';
import { HeaderBar } from '@/components/header-bar';
import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/lib/i18n/use-t';
import { useRememberLanguage } from '@/lib/session/remember-language';

/**
 * The bar of the rider's account deletion page. The page is open to signed-out riders too, so it
 * has no rider navigation: the rider's brand, leading back to their orders, and the language,
 * kept on the rider's record.
 */
export function RiderAccountHeader() {
  const t = useT('rider');
  const common = useT('common');
  const remember = useRememberLanguage('rider');
  return (
    <HeaderBar brand={t('brand')} home={pagePaths.riderOrders} label={common('navMain')}>
      <LanguageSwitch onChosen={remember} />
    </HeaderBar>
  );
}
