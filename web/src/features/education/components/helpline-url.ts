/** The chat service behind the HelpLine link, from VITE_HELPLINE_URL; only http(s) addresses. */
export function helplineUrl(): string | null {
  const value = import.meta.env.VITE_HELPLINE_URL as string | undefined;
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
