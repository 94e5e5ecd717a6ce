// A module of its own, importing nothing: a page that needs only these patterns (the public
// enrolment form, written with zod's mini build) must not pull in zod's full build with them.
/** Matches a single-line string that obeys the rule's character set. */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

/** As {@link NO_CONTROL_CHARACTERS}, but a newline (U+000A) is allowed. */
export const NO_CONTROL_CHARACTERS_MULTI_LINE = /^(?:\n|[^\p{Cc}\u202A-\u202E\u2066-\u2069])*$/u;
