import type { ReactNode } from 'react';
import { fieldMessageIn, fieldMessagesLoaded, loadFieldMessages } from '@/lib/i18n/field-message';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoad } from '@/lib/firebase/use-load';

/**
 * A form rule's message (the domain's rules are written in English) in the active language, again
 * whenever the language changes. Until the translations arrive the English one shows, rather than
 * the form giving way to a loading state.
 */
function useFieldMessage(message: string | undefined): string | undefined {
  const language = useLanguage();
  const ready = fieldMessagesLoaded(language);
  // Its answer only matters as a new render, which finds the translations loaded.
  useLoad(() => (ready || !message ? null : loadFieldMessages(language)), [ready, message, language]);
  if (!message || language === 'en' || !ready) return message;
  return fieldMessageIn(language, message) ?? message;
}

/** A field's error message; its id is what the field's `aria-describedby` points at. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useFieldMessage(message);
  if (!text) return null;
  return (
    <span id={id} className="field-error" role="alert">
      {text}
    </span>
  );
}

/** A message about the whole form (a refused sign-in, a failed save), announced when it appears. */
export function FormError({ children }: { children?: ReactNode }) {
  const text = useFieldMessage(typeof children === 'string' ? children : undefined);
  if (!children) return null;
  return (
    <p className="field-error" role="alert">
      {text ?? children}
    </p>
  );
}
