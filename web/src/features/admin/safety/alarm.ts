/** How often the desk's sound repeats while an alert is open and nobody has acknowledged it. */
export const ALARM_EVERY_MS = 30_000;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (!context) {
    const Context = (window.AudioContext ??
      (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
      AudioContextClass | undefined;
    if (!Context) return null;
    context = new Context();
  }
  return context;
}

/**
 * Two short tones through Web Audio: no sound file to download. A browser that has not yet let
 * the page play sound (no click on it so far) keeps the context suspended; the tones are then
 * silent, and the red banner alone says it.
 */
export function soundAlarm(): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    [880, 660].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = 'square';
      tone.frequency.value = frequency;
      volume.gain.value = 0.08;
      tone.connect(volume).connect(audio.destination);
      tone.start(start + index * 0.25);
      tone.stop(start + index * 0.25 + 0.2);
    });
  } catch {
    // Sound refused or unsupported: the banner still shows.
  }
}
