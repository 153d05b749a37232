// Kinds of page parameters. A page's query arrives as strings (and, after a mini-program code, inside `scene`);
// each kind says how a value is written into a URL and read back, so a page gets a number or a known word, or
// learns that its link is unusable, instead of guessing from raw strings.

export interface ParamKind<T> {
  /** The value, or undefined when the text is missing or not a value of this kind. */
  parse(raw: string | undefined): T | undefined
  format(value: T): string
}

export interface ParamSpec<T = unknown, Optional extends boolean = boolean> extends ParamKind<T> {
  readonly optional: Optional
}

/** A database id: a positive whole number. 'abc', '0', '-3' and '1.5' are not ids. */
export const id: ParamSpec<number, false> = {
  optional: false,
  parse: (raw) => {
    const value = Number(raw)
    return raw && Number.isInteger(value) && value > 0 ? value : undefined
  },
  format: String
}

/** Free text such as a search keyword or a coupon code; blank counts as missing. */
export const text: ParamSpec<string, false> = {
  optional: false,
  parse: (raw) => (raw?.trim() ? raw.trim() : undefined),
  format: (value) => value
}

/** A switch written as '1' (e.g. ?select=1). */
export const flag: ParamSpec<true, false> = {
  optional: false,
  parse: (raw) => (raw === '1' ? true : undefined),
  format: () => '1'
}

/** One word of a known list (a goods kind, an order status); any other word counts as missing. */
export function oneOf<const T extends string>(values: readonly T[]): ParamSpec<T, false> {
  return {
    optional: false,
    parse: (raw) => (values as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined,
    format: (value) => value
  }
}

export function optional<T>(spec: ParamSpec<T, boolean>): ParamSpec<T, true> {
  return { ...spec, optional: true }
}
