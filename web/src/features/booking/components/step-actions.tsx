import { useT } from '@/lib/i18n/use-t';

/** How a step moves on: Back (none on the first step), Next (the step's form when it is valid), Clear. */
export interface StepNav {
  onBack?: () => void;
  onNext: () => void;
  onClear: () => void;
}

/** The buttons under every step: Back (when there is one), Clear, and the step's main action. */
export function StepActions({
  onBack,
  onClear,
  nextLabel,
  busy = false,
}: {
  onBack?: () => void;
  onClear: () => void;
  nextLabel?: string;
  busy?: boolean;
}) {
  const t = useT('booking');
  return (
    <p className="actions step-actions">
      {onBack && (
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          {t('back')}
        </button>
      )}
      <button type="submit" disabled={busy}>
        {nextLabel ?? t('next')}
      </button>
      <button type="button" className="secondary" onClick={onClear} disabled={busy}>
        {t('clear')}
      </button>
    </p>
  );
}
