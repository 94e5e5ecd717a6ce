import { APP_URL, AUTH_EMULATOR_URL, demo, signInWithPassword, signInWithPhone } from './emulators';

const API_KEY = 'demo-api-key';

export interface ApiAnswer {
  status: number;
  body: {
    success: boolean;
    data?: unknown;
    nextCursor?: string | null;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

/** Calls the API through the Hosting rewrite, as the web app does. */
export async function callApi(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; contentType?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${APP_URL}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: ApiAnswer['body'];
  try {
    parsed = JSON.parse(text) as ApiAnswer['body'];
  } catch {
    // Not JSON: keep the status and mark the answer so a test can assert on it.
    parsed = { success: false, error: { code: 'not_json', message: text.slice(0, 200) } };
  }
  return { status: response.status, body: parsed };
}

/** Creates (or signs in) an email/password account in the Auth emulator; no claims. */
export async function emailAccount(
  email: string,
  password = 'secret-pass-1',
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (response.ok) {
    const json = (await response.json()) as { localId: string; idToken: string };
    return { uid: json.localId, idToken: json.idToken };
  }
  return signInWithPassword(email, password);
}

export interface ActorTokens {
  customer: string;
  rider: string;
  eduAdmin: string;
  admin: string;
}

/** Fresh ID tokens for the demo actors of every authorization matrix. */
export async function actorTokens(): Promise<ActorTokens> {
  const [customer, rider, eduAdmin, admin] = await Promise.all([
    signInWithPhone(demo.customerPhone),
    signInWithPassword(demo.rider.email, demo.rider.password),
    signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password),
    signInWithPassword(demo.admin.email, demo.admin.password),
  ]);
  return {
    customer: customer.idToken,
    rider: rider.idToken,
    eduAdmin: eduAdmin.idToken,
    admin: admin.idToken,
  };
}

/** A short unique suffix so repeated runs against the same emulator never collide. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A valid POST /api/admin/riders body: a bike rider whose email no other test uses. */
export function newRiderBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Rider',
    phone: '98765 43210',
    email: `rider-${unique()}@dropwise.test`,
    password: 'rider-pass-1',
    vehicleType: 'bike',
    ...overrides,
  };
}
