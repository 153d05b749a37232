/** Another locale's texts for the same keys as zh-Hans: every key present, every leaf a string. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }

export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const
export type Locale = (typeof LOCALES)[number]
