import type { ReactNode } from 'react';
import { AreaShell } from '@/components/area/area-shell';
import { useT } from '@/lib/i18n/use-t';
import { useRememberLanguage } from '@/lib/session/remember-language';

/** The frame of the rider's screen; a language chosen in its bar is kept on the rider's profile. */
export function RiderLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('rider');
  const remember = useRememberLanguage('rider');
  return (
    <AreaShell
      role="rider"
      brand={t('brand')}
      navLabel={t('navLabel')}
      title={title}
      onLanguageChosen={remember}
    >
      {children}
    </AreaShell>
  );
}
