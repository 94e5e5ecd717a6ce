/**
 * Where every function runs: Mumbai. India's Motor Vehicle Aggregator Guidelines want trip data
 * stored in India, and the functions sit beside the Firestore database that holds it (created in
 * the same location, docs/deploy.md). `firebase.json`'s rewrites name it too; a test holds them
 * to this.
 */
export const FUNCTIONS_REGION = 'asia-south1';
