import { useT } from '@/lib/i18n/use-t';

/** Where the customer is in a step-by-step booking, announced to screen readers too. */
export function BookingSteps<T extends string>({
  steps,
  current,
  labels,
}: {
  steps: readonly T[];
  current: T;
  labels: Record<T, string>;
}) {
  const t = useT('booking');
  const index = steps.indexOf(current);
  return (
    <ol className="booking-steps" aria-label={t('stepsLabel')}>
      {steps.map((step, position) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={position < index ? 'done' : position === index ? 'current' : undefined}
        >
          {labels[step]}
        </li>
      ))}
    </ol>
  );
}
