import { pagePaths } from '@dropwise/domain/page-paths';
import { HeaderBar } from '@/components/header-bar';
import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/lib/i18n/use-t';

/** The bar of the shop's pages open before signing in: the shop brand and the language. */
export function ShopHeader() {
  const t = useT('shop');
  const common = useT('common');
  return (
    <HeaderBar brand={t('brand')} home={pagePaths.shopSignIn} label={common('navMain')}>
      <LanguageSwitch />
    </HeaderBar>
  );
}
