import { DISPATCH_SETTINGS_PATH } from '@dropwise/domain/collections';
import { parseStoredDispatchSettings, type StoredDispatchSettings } from '@dropwise/domain/dispatch';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';

/**
 * `config/dispatch` as it is now, live (the defaults, version 0, while nobody has saved any); null
 * until it first arrives, or if it cannot be read, in which case a save made meanwhile by someone
 * else still shows, as the server's refusal of an edit made on an older version.
 */
export function useDispatchConfig(): StoredDispatchSettings | null {
  const live = useLive(doc(useFirestore(), DISPATCH_SETTINGS_PATH), (snapshot) =>
    parseStoredDispatchSettings(snapshot.data()),
  );
  return live.status === 'success' ? live.data : null;
}
