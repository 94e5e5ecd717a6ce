/** The environment a setting is read from: the process's own, or one a test or script hands in. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * One variable of the function's environment: its name, and how its text becomes the typed value
 * (the default when unset or blank). `parse` throws when the text is not a value the setting
 * takes; the message then says what it takes.
 */
export interface Setting<T> {
  env: string;
  /** Other variables the value depends on (its default, say). */
  alsoReads?: readonly string[];
  parse(raw: string | undefined, env: Env): T;
}

/** A variable whose value the function cannot run with; names the variable and what it takes. */
export class InvalidSettingError extends Error {
  constructor(env: string, raw: string, accepts: string) {
    super(`${env}=${JSON.stringify(raw)} is not valid: it takes ${accepts}.`);
    this.name = 'InvalidSettingError';
  }
}

/** The text of a variable, or undefined when it is unset or only spaces. */
export function given(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

interface NumberBounds {
  fallback: number;
  min: number;
  max: number;
  /** Whole numbers only. */
  whole?: boolean;
  /** `min` itself is refused (a value that must be positive). */
  aboveMin?: boolean;
}

export function numberSetting(env: string, bounds: NumberBounds): Setting<number> {
  const { fallback, min, max, whole = false, aboveMin = false } = bounds;
  const kind = whole ? 'a whole number' : 'a number';
  const accepts = aboveMin ? `${kind} above ${min}, up to ${max}` : `${kind} from ${min} to ${max}`;
  return {
    env,
    parse(raw) {
      const text = given(raw);
      if (text === undefined) return fallback;
      const value = Number(text);
      const fits =
        Number.isFinite(value) &&
        (!whole || Number.isInteger(value)) &&
        (aboveMin ? value > min : value >= min) &&
        value <= max;
      if (!fits) throw new InvalidSettingError(env, text, accepts);
      return value;
    },
  };
}

export function textSetting(env: string): Setting<string | undefined> {
  return { env, parse: given };
}

/** An http(s) address, without trailing slashes, or undefined when unset. */
export function urlSetting(env: string): Setting<string | undefined> {
  return {
    env,
    parse(raw) {
      const text = given(raw);
      if (text === undefined) return undefined;
      if (!isHttpAddress(text)) {
        throw new InvalidSettingError(env, text, 'an http:// or https:// address');
      }
      return text.replace(/\/+$/, '');
    },
  };
}

function isHttpAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A comma-separated list; blank entries are dropped. */
export function listSetting(env: string): Setting<string[]> {
  return {
    env,
    parse: (raw) =>
      (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
  };
}

export function choiceSetting<C extends string>(env: string, choices: readonly C[]): Setting<C | undefined> {
  return {
    env,
    parse(raw) {
      const text = given(raw)?.toLowerCase();
      if (text === undefined) return undefined;
      if (!(choices as readonly string[]).includes(text)) {
        throw new InvalidSettingError(env, text, `one of ${choices.join(', ')}`);
      }
      return text as C;
    },
  };
}

/**
 * Reads a setting from the process's environment. The value is kept while the variables it reads
 * keep their text, so a setting read on every request costs a lookup, and a test that changes a
 * variable between calls sees the new value at once.
 */
const kept = new Map<Setting<unknown>, { raws: Array<string | undefined>; value: unknown }>();

export function readSetting<T>(setting: Setting<T>, env?: Env): T {
  if (env) return setting.parse(env[setting.env], env);
  // The one place the function's code reads its environment (see eslint.config.js).
  const source = process.env;
  const raws = [setting.env, ...(setting.alsoReads ?? [])].map((name) => source[name]);
  const known = kept.get(setting);
  if (known && known.raws.every((raw, index) => raw === raws[index])) return known.value as T;
  const value = setting.parse(raws[0], source);
  kept.set(setting, { raws, value });
  return value;
}
