import { onAuthStateChanged } from 'firebase/auth';
import { doc, type Firestore, getDoc, updateDoc } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { isLanguage, type Language } from '@dropwise/domain/languages';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n-store';
import { RIDERS, USERS } from '@dropwise/domain/collections';

export type LanguageOwner = 'customer' | 'rider';

// A customer's profile is users/{uid}; a rider's record is riders/{uid}. The rules let each
// change their own `language` there.
const collectionOf: Record<LanguageOwner, string> = { customer: USERS, rider: RIDERS };

// A choice this device could not save yet, as `<role>:<uid>`. While it is set the device's
// language is the newer one, so the next mount saves it instead of taking the profile's.
const UNSAVED_KEY = 'dropwise.languageUnsaved';

function readUnsaved(): string | null {
  try {
    return localStorage.getItem(UNSAVED_KEY);
  } catch {
    return null;
  }
}

function writeUnsaved(owner: string | null): void {
  try {
    if (owner) localStorage.setItem(UNSAVED_KEY, owner);
    else localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // Without storage a failed save is retried at the next choice only.
  }
}

// Accounts whose saved language this page has already looked at: the header mounts on every
// page, the profile needs reading once per visit.
const synced = new Set<string>();
// Bumped by each choice, so a profile read that started before it cannot undo it.
let choices = 0;

async function save(db: Firestore, role: LanguageOwner, uid: string, language: Language): Promise<void> {
  const owner = `${role}:${uid}`;
  writeUnsaved(owner);
  try {
    await updateDoc(doc(db, collectionOf[role], uid), { language });
    if (readUnsaved() === owner) writeUnsaved(null);
  } catch {
    // Silent: the language already changed on screen; the marker has the next mount retry.
  }
}

async function sync(db: Firestore, role: LanguageOwner, uid: string): Promise<void> {
  const owner = `${role}:${uid}`;
  if (readUnsaved() === owner) {
    await save(db, role, uid, currentLanguage());
    return;
  }
  const choicesBefore = choices;
  const snapshot = await getDoc(doc(db, collectionOf[role], uid));
  if (!snapshot.exists() || choices !== choicesBefore) return;
  const saved: unknown = snapshot.get('language');
  if (!isLanguage(saved)) {
    // Never chosen on any device: the language they read in now is the best guess for their
    // notifications.
    await save(db, role, uid, currentLanguage());
  } else if (saved !== currentLanguage()) {
    await chooseLanguage(saved);
  }
}

/**
 * Keeps the signed-in person's language on their profile: returns the callback for
 * `<LanguageSwitch onChosen={...} />`, which saves each choice (nothing when signed out; a failed
 * save is silent and tried again). When someone signs in, or a signed-in page opens, the language
 * saved on their profile replaces this device's, so a new phone opens in the language they chose.
 */
export function useRememberLanguage(role: 'customer' | 'rider'): (language: Language) => void {
  const auth = useAuth();
  const db = useFirestore();
  const [uid, setUid] = useState<string | null>(() => auth.currentUser?.uid ?? null);

  useEffect(() => onAuthStateChanged(auth, (user) => setUid(user?.uid ?? null)), [auth]);

  useEffect(() => {
    if (!uid) return;
    const owner = `${role}:${uid}`;
    if (synced.has(owner)) return;
    synced.add(owner);
    sync(db, role, uid).catch(() => synced.delete(owner));
  }, [db, role, uid]);

  return useCallback(
    (language: Language) => {
      choices += 1;
      const user = auth.currentUser;
      if (user) void save(db, role, user.uid, language);
    },
    [auth, db, role],
  );
}
