import {
  type Auth,
  type ConfirmationResult,
  RecaptchaVerifier,
  reauthenticateWithPhoneNumber,
  signInWithPhoneNumber,
  type User,
} from 'firebase/auth';

/**
 * Runs one invisible reCAPTCHA check (skipped by the Auth emulator, which the app tells to skip
 * it) in a fresh element inside `container`, so a resend never reuses a spent widget.
 */
async function withInvisibleRecaptcha<T>(
  auth: Auth,
  container: HTMLElement,
  send: (verifier: RecaptchaVerifier) => Promise<T>,
): Promise<T> {
  const element = document.createElement('div');
  container.replaceChildren(element);
  const verifier = new RecaptchaVerifier(auth, element, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
  }
}

/** Sends a sign-in code by SMS to an E.164 number; the result confirms the code. */
export function sendVerificationCode(
  auth: Auth,
  phoneNumber: string,
  container: HTMLElement,
): Promise<ConfirmationResult> {
  return withInvisibleRecaptcha(auth, container, (verifier) =>
    signInWithPhoneNumber(auth, phoneNumber, verifier),
  );
}

/** Sends a code to the signed-in user's own phone, to prove it is them before a sensitive change. */
export function sendReauthenticationCode(
  auth: Auth,
  user: User,
  container: HTMLElement,
): Promise<ConfirmationResult> {
  if (!user.phoneNumber)
    throw Object.assign(new Error('No phone number'), { code: 'auth/missing-phone-number' });
  const phoneNumber = user.phoneNumber;
  return withInvisibleRecaptcha(auth, container, (verifier) =>
    reauthenticateWithPhoneNumber(user, phoneNumber, verifier),
  );
}
