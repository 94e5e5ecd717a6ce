import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type SteadyRow, steadyRows } from '@/features/admin/lib/steady-rows';

/**
 * Holds a live list still while the admin is acting on it: while the pointer is over it, focus is
 * inside it or one of its dialogs is open, rows neither move nor disappear (a handled row stays in
 * place, marked), and new rows wait until the hold ends. So the row under the pointer is always
 * the row the admin meant.
 */
export function useSteadyRows<T extends { id: string }>(live: T[]) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [dialogsOpen, setDialogsOpen] = useState(0);
  const container = useRef<HTMLDivElement | null>(null);
  const holding = pointerInside || focusInside || dialogsOpen > 0;

  const onScreen = useRef<T[] | null>(null);
  const lastShown = useRef<T[]>(live);
  if (!holding) onScreen.current = null;
  else if (onScreen.current === null) onScreen.current = lastShown.current;
  const result: { rows: SteadyRow<T>[]; arrived: number } = onScreen.current
    ? steadyRows(onScreen.current, live)
    : { rows: live.map((item) => ({ item, gone: false })), arrived: 0 };
  lastShown.current = result.rows.map((row) => row.item);

  // A focused control that is removed (its row was handled, which happens when the live rows
  // change) takes focus with it without a blur event.
  useEffect(() => {
    if (focusInside && !container.current?.contains(document.activeElement)) setFocusInside(false);
  }, [focusInside, live]);

  return {
    ...result,
    holding,
    /** Spread on the element around the list. */
    holdProps: {
      ref: container,
      onPointerEnter: () => setPointerInside(true),
      onPointerLeave: () => setPointerInside(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      },
    },
    /** For a row's dialog: call with true when it opens and false when it closes. */
    onDialogChange: useCallback(
      (open: boolean) => setDialogsOpen((count) => Math.max(0, count + (open ? 1 : -1))),
      [],
    ),
  };
}
