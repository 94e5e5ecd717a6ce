import { type ChangeEvent, useState } from 'react';
import { FormError } from '@/components/form';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { saveCsvText } from '@/lib/files/save-blob';
import { useAuth } from '@/lib/firebase/instances';
import { useT } from '@/lib/i18n/use-t';
import { type BatchBooked, bookBatch } from '@/features/shop/api/book-batch';
import {
  batchTemplate,
  checkFile,
  type FileCheck,
  type FileLine,
  linesWithProblems,
  TEMPLATE_FILE_NAME,
} from '@/features/shop/lib/batch-file';
import { BatchProblems } from './batch-problems';

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'refused'; lines: FileLine[] }
  | { state: 'failed'; message: string }
  | { state: 'booked'; booked: BatchBooked };

/**
 * Many deliveries at once: download the template, fill it in a spreadsheet, choose the file and
 * upload. The server checks every row before booking any; a refused file comes back line by line.
 * Each row's reference makes a second upload of the same file book nothing twice.
 */
export function BatchUpload() {
  const t = useT('shop');
  const auth = useAuth();
  const [file, setFile] = useState<{ name: string; text: string; check: FileCheck } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setOutcome({ state: 'idle' });
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text, check: checkFile(text) });
  };

  const upload = async () => {
    if (!file || file.check.state !== 'ok' || outcome.state === 'sending') return;
    setOutcome({ state: 'sending' });
    try {
      setOutcome({ state: 'booked', booked: await bookBatch(auth, file.text) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_rows' && error.rows.length > 0) {
        setOutcome({ state: 'refused', lines: linesWithProblems(file.text, error.rows) });
      } else setOutcome({ state: 'failed', message: errorMessage(error) });
    }
  };

  const check = file?.check;
  return (
    <>
      <p>{t('batchIntro')}</p>
      <p>
        <button
          type="button"
          className="secondary"
          onClick={() => saveCsvText(batchTemplate(), TEMPLATE_FILE_NAME)}
        >
          {t('batchTemplate')}
        </button>
      </p>
      <div className="field">
        <label htmlFor="batch-file">{t('batchFileLabel')}</label>
        <input id="batch-file" type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
      </div>
      {check?.state === 'ok' ? <p role="status">{t('batchRows', { rows: check.rows })}</p> : null}
      <FormError>
        {check?.state === 'empty'
          ? t('batchEmpty')
          : check?.state === 'unreadable'
            ? t('batchUnreadable')
            : check?.state === 'tooMany'
              ? t('batchTooMany', { rows: check.rows })
              : outcome.state === 'failed'
                ? outcome.message
                : undefined}
      </FormError>
      <p>
        <button
          type="button"
          onClick={() => void upload()}
          disabled={check?.state !== 'ok' || outcome.state === 'sending'}
        >
          {outcome.state === 'sending' ? t('batchSending') : t('batchUpload')}
        </button>
      </p>
      {outcome.state === 'refused' ? <BatchProblems lines={outcome.lines} /> : null}
      {outcome.state === 'booked' ? <BatchBookedNote booked={outcome.booked} /> : null}
    </>
  );
}

function BatchBookedNote({ booked }: { booked: BatchBooked }) {
  const t = useT('shop');
  return (
    <section className="card" role="status">
      <p>
        <strong>{t('batchBooked', { count: booked.created.length })}</strong>
      </p>
      {booked.duplicates.length > 0 ? (
        <p>
          {t('batchDuplicates', {
            count: booked.duplicates.length,
            references: booked.duplicates.join(', '),
          })}
        </p>
      ) : null}
    </section>
  );
}
