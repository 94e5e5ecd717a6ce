import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/firestore';

// Denied writes are the point of most rules tests; keep the SDK from logging each one as a warning.
setLogLevel('error');

/**
 * A rules test environment on its own project id, so clearing its data never touches the demo
 * data that the API and browser suites use on demo-dropwise.
 */
const firestoreHost = new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`);

export async function rulesTestEnvironment(name: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}`,
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      host: firestoreHost.hostname,
      port: Number(firestoreHost.port),
    },
  });
}

/** The actors every rules test checks, with the claims the product gives them. */
export const actors = {
  customer: { uid: 'customer-1', claims: { phone_number: '+919876543210' } },
  otherCustomer: { uid: 'customer-2', claims: { phone_number: '+919876543211' } },
  rider: { uid: 'rider-1', claims: { rider: true } },
  admin: { uid: 'admin-1', claims: { admin: true } },
  eduAdmin: { uid: 'eduadmin-1', claims: { eduAdmin: true } },
} as const;
