import { setGlobalOptions } from 'firebase-functions/v2/options';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';

// Each function reads the global options when it is defined, so index.ts imports this module
// first: the trigger modules it re-exports are evaluated before its own body runs, and would
// otherwise be defined in the default region (us-central1), away from their database.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 20 });
