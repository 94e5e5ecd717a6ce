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
  nextLabel = 'Next',
  busy = false,
}: {
  onBack?: () => void;
  onClear: () => void;
  nextLabel?: string;
  busy?: boolean;
}) {
  return (
    <p className="actions step-actions">
      {onBack && (
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
      )}
      <button type="submit" disabled={busy}>
        {nextLabel}
      </button>
      <button type="button" className="secondary" onClick={onClear} disabled={busy}>
        Clear
      </button>
    </p>
  );
}
