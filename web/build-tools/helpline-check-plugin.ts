import { loadEnv, type Plugin } from 'vite';

/** Why a HelpLine target cannot be used, or null when it can (an absolute http(s) address). */
export function helplineTargetProblem(value: string | undefined): string | null {
  if (!value || value.trim() === '') return 'VITE_HELPLINE_URL is not set.';
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
    return `VITE_HELPLINE_URL must be an http(s) address, not "${url.protocol}".`;
  } catch {
    return `VITE_HELPLINE_URL is not an address: "${value}".`;
  }
}

/**
 * Stops a build that has no HelpLine target. The education bar's HelpLine link is how visitors
 * reach a person; without the variable the bar would quietly ship without it.
 */
export function helplineCheckPlugin(): Plugin {
  return {
    name: 'dropwise-helpline-check',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      const problem = helplineTargetProblem(env.VITE_HELPLINE_URL);
      if (problem) {
        throw new Error(
          `${problem} Every build needs the HelpLine chat address for the education pages' top bar: ` +
            `set VITE_HELPLINE_URL (for example https://wa.me/<number>) in web/.env.${config.mode} ` +
            `or the environment, then build again.`,
        );
      }
    },
  };
}
