import type { OrderKind } from '@domain/booking';

/** The order's handover code, big, with who gives it to whom. */
export function HandoverCodePanel({ kind, code }: { kind: OrderKind; code: string }) {
  return (
    <section className="handover-code" aria-labelledby="handover-code-heading">
      <h2 id="handover-code-heading">Handover code</h2>
      <p className="handover-code-digits" aria-label={`Handover code ${code.split('').join(' ')}`}>
        {code}
      </p>
      <p>
        {kind === 'ride'
          ? 'Tell your rider this code when you get on: the ride starts only with it. Never share it before you meet.'
          : 'The receiver gives this code to the rider on delivery: the parcel counts as delivered only with it. Share trip sends it to them.'}
      </p>
    </section>
  );
}
