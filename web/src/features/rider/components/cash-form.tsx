import { cashCollectionSchema, type CashCollection } from '@dropwise/domain/money';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormError, TextField } from '@/components/form';
import { ApiError } from '@/lib/api/api-error';
import { useT } from '@/lib/i18n/use-t';
import { parseRupees, rupeeText } from '@/lib/money/rupees';
import { usePaise } from '@/lib/money/use-paise';
import type { CashRecorded } from '@/features/rider/api/record-cash';
import { riderErrorText } from '@/features/rider/lib/rider-error-text';
import { hidden } from './hidden-words';

const ALREADY = /already/i;

interface Problems {
  amount?: string;
  note?: string;
  form?: string;
}

/**
 * Record cash for a delivered job: the amount collected, in rupees, starts at what is due (the
 * order's settled total), so the usual case is one tap on Save. Any other amount needs a note
 * saying why; it is saved all the same and the admins check it. The rules are the domain's
 * (cashCollectionSchema), so the form refuses what the API would.
 */
export function CashForm({
  orderId,
  duePaise,
  send,
  onRecorded,
}: {
  orderId: string;
  duePaise: number;
  send: (collection: CashCollection) => Promise<CashRecorded>;
  /** Called with the amount once it is saved (or found saved already), before the order says so. */
  onRecorded: (amountPaise: number) => void;
}) {
  const t = useT('rider');
  const paise = usePaise();
  const id = useId();
  const [amount, setAmount] = useState(() => rupeeText(duePaise));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const typed = parseRupees(amount);
  const due = paise(duePaise);
  const differs = typed !== null && typed !== duePaise;

  const check = (): CashCollection | Problems => {
    const found: Problems = {};
    if (typed === null) found.amount = t('cashAmountInvalid');
    const noteText = note.trim();
    const checked = cashCollectionSchema.safeParse({
      amountPaise: typed ?? 0,
      ...(noteText ? { note } : {}),
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'amountPaise') found.amount ??= issue.message;
        else if (issue.path[0] === 'note') found.note ??= issue.message;
      }
    }
    if (typed !== null && typed !== duePaise && !noteText)
      found.note ??= t('cashNoteMissing', { amount: paise(typed), due });
    return checked.success && Object.keys(found).length === 0 ? checked.data : found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const collection = check();
    if (!('amountPaise' in collection)) {
      setProblems(collection);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const { cashInHandPaise } = await send(collection);
      const words = { cash: paise(cashInHandPaise) };
      toast.success(
        collection.amountPaise === duePaise ? t('cashSaved', words) : t('cashSavedFlagged', words),
      );
      onRecorded(collection.amountPaise);
    } catch (error) {
      setProblems(problemsOf(error, collection));
    } finally {
      setBusy(false);
    }
  };

  const problemsOf = (error: unknown, sent: CashCollection): Problems => {
    if (!(error instanceof ApiError)) return { form: riderErrorText(t, error) };
    // A 409 is either cash recorded already (from another phone, or a save whose answer was lost)
    // or an order that is not delivered any more; only the server's words tell which.
    if (error.status === 409)
      return { form: ALREADY.test(error.message) ? t('cashAlreadyRecorded') : riderErrorText(t, error) };
    const { amountPaise: amountProblem, note: noteProblem } = error.fields;
    if (error.code === 'validation_failed' && (amountProblem || noteProblem)) {
      return {
        amount: amountProblem,
        // The server found the amount different from what it has as due (this screen's copy of
        // the order can be behind it) and wants a note: said in the rider's language.
        note: noteProblem && !sent.note ? t('cashNoteDiffers') : noteProblem,
      };
    }
    return { form: riderErrorText(t, error) };
  };

  return (
    <form
      className="cash-form"
      aria-label={t('cashFormName', { id: orderId })}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 className="cash-form-heading">{t('cashHeading')}</h3>
      <p className="cash-due">{t('cashDue', { amount: due })}</p>
      <TextField
        id={`${id}-amount`}
        label={t.rich('cashAmountLabel', { id: orderId, hidden })}
        className="cash-amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={problems.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        id={`${id}-note`}
        label={t.rich('cashNoteLabel', { id: orderId, hidden })}
        maxLength={200}
        required={differs}
        value={note}
        hint={differs ? t('cashNoteRequired', { due }) : t('cashNoteOptional', { due })}
        error={problems.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormError>{problems.form}</FormError>
      <button type="submit" className="cash-save" disabled={busy}>
        {busy ? t('cashSaving') : t.rich('cashSave', { id: orderId, hidden })}
      </button>
    </form>
  );
}
