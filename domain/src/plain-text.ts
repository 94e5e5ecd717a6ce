/**
 * Text people type and others read (names, cities, searches) never needs control characters
 * (U+0000-U+001F, U+007F-U+009F): they break CSV and log lines and can disguise what is shown.
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
