import { parseStoredDispatchSettings, type StoredDispatchSettings } from '@dropwise/domain/dispatch';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { DISPATCH_SETTINGS_PATH } from '@dropwise/domain/collections';

/**
 * `config/dispatch` as it is now, live (the defaults, version 0, while nobody has saved any); null
 * until it first arrives, or if it cannot be read, in which case a save made meanwhile by someone
 * else still shows, as the server's refusal of an edit made on an older version.
 */
export function useDispatchConfig(): StoredDispatchSettings | null {
  const db = useFirestore();
  const [settings, setSettings] = useState<StoredDispatchSettings | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(db, DISPATCH_SETTINGS_PATH),
        (snapshot) => setSettings(parseStoredDispatchSettings(snapshot.data())),
        () => setSettings(null),
      ),
    [db],
  );
  return settings;
}
