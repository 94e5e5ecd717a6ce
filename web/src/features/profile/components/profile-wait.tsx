import { Loading } from '@/components/loading';
import { NoticePage } from '@/components/notice-page';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useT } from '@/lib/i18n/use-t';

// Each profile page's title, and what it says when the profile could not be read.
const failure = {
  profile: { heading: 'profileTitle', text: 'profileLoadFailed' },
  signup: { heading: 'signupTitle', text: 'signupLoadFailed' },
} satisfies Record<string, { heading: MessageKey<'account'>; text: MessageKey<'account'> }>;

/**
 * What a profile page (the profile, sign-up) shows before it can draw: Loading while the profile
 * is read or the page leaves for the right one, or, when the read `failed`, why, with Try again.
 */
export function ProfileWait({
  page,
  failed,
  onRetry,
}: {
  page: keyof typeof failure;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useT('account');
  if (!failed) return <Loading />;
  const { heading, text } = failure[page];
  return (
    <NoticePage
      heading={t(heading)}
      text={t(text)}
      action={{ label: t('tryAgain'), onClick: onRetry }}
      alert
    />
  );
}
