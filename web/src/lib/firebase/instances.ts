/**
 * The signed-in area's Firebase instances and sign-in state, as reactfire provides them under the
 * area's shell (`FirebaseShell`). Screens take them from here, so that Firebase is imported in the
 * few folders the lint allows.
 */
export { useAuth, useFirebaseApp, useFirestore, useSigninCheck, useUser } from 'reactfire';
