/**
 * Switches the emulator suite's Firestore triggers off while a benchmark seeds and measures, and
 * on again after: in production they run on instances of their own, and here each would run on
 * this same machine.
 */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return;
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: ${response.status}`);
}
