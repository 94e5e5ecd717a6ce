import type { DecodedIdToken } from 'firebase-admin/auth';

/**
 * Checks an Auth emulator ID token's claims in this process. The emulator signs nothing, and
 * firebase-admin answers its tokens with a round trip to the emulator on every call, which a
 * deployed function never makes: there the signature is checked against Google's cached keys.
 * Checking the claims here gives the emulators the deployed request path; whether the account
 * may still act is asked separately (account-status.ts), as in production.
 */
export class EmulatorTokenError extends Error {}

const CLOCK_SKEW_SECONDS = 300;

function decodePart(part: string | undefined): Record<string, unknown> {
  if (!part) throw new EmulatorTokenError('The token is not a JWT.');
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the same refusal as a non-object part.
  }
  throw new EmulatorTokenError('The token is not a JWT.');
}

export function verifyEmulatorIdToken(token: string, projectId: string, nowMs = Date.now()): DecodedIdToken {
  const parts = token.split('.');
  if (parts.length !== 3) throw new EmulatorTokenError('The token is not a JWT.');
  const [header, payload] = parts;
  const head = decodePart(header);
  const claims = decodePart(payload);
  const now = nowMs / 1000;
  if (head.alg !== 'none') throw new EmulatorTokenError('Not an Auth emulator token.');
  if (claims.aud !== projectId) throw new EmulatorTokenError('The token is for another project.');
  if (claims.iss !== `https://securetoken.google.com/${projectId}`) {
    throw new EmulatorTokenError('The token has another issuer.');
  }
  const { sub, exp, iat, auth_time: authTime } = claims;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) {
    throw new EmulatorTokenError('The token has no subject.');
  }
  if (typeof exp !== 'number' || exp <= now) throw new EmulatorTokenError('The token has expired.');
  if (typeof iat !== 'number' || iat > now + CLOCK_SKEW_SECONDS) {
    throw new EmulatorTokenError('The token is issued in the future.');
  }
  if (typeof authTime !== 'number') throw new EmulatorTokenError('The token has no sign-in time.');
  return { ...claims, uid: sub } as unknown as DecodedIdToken;
}
