// Types of the locale catalogues. zh-Hans is the source: its catalogues are `as const`, so each text is a literal
// type and t() can name the {placeholders} a text needs. zh-Hant and en are typed as Translation<zh-Hans>, the
// same keys with any text, so a key missing or misspelt in a translation fails the type-check.
import type about from './about/zh-Hans'
import type account from './account/zh-Hans'
import type assistant from './assistant/zh-Hans'
import type calculators from './calculators/zh-Hans'
import type catalog from './catalog/zh-Hans'
import type certification from './certification/zh-Hans'
import type classroom from './classroom/zh-Hans'
import type common from './common/zh-Hans'
import type content from './content/zh-Hans'
import type coupon from './coupon/zh-Hans'
import type coursework from './coursework/zh-Hans'
import type exams from './exams/zh-Hans'
import type goods from './goods/zh-Hans'
import type home from './home/zh-Hans'
import type learning from './learning/zh-Hans'
import type mine from './mine/zh-Hans'
import type order from './order/zh-Hans'
import type points from './points/zh-Hans'
import type poster from './poster/zh-Hans'
import type questionnaire from './questionnaire/zh-Hans'
import type sales from './sales/zh-Hans'
import type search from './search/zh-Hans'
import type settlement from './settlement/zh-Hans'
import type shell from './shell/zh-Hans'
import type teaching from './teaching/zh-Hans'
import type training from './training/zh-Hans'
import type trainTab from './training/tab/zh-Hans'

export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

/**
 * Every namespace's zh-Hans shape. Type-only imports: knowing a namespace's keys costs no bytes, so t() is typed
 * against all of them while each namespace's texts ship only with the package whose pages register them.
 */
export interface Messages {
  about: typeof about
  account: typeof account
  assistant: typeof assistant
  calculators: typeof calculators
  catalog: typeof catalog
  certification: typeof certification
  classroom: typeof classroom
  common: typeof common
  content: typeof content
  coupon: typeof coupon
  coursework: typeof coursework
  exams: typeof exams
  goods: typeof goods
  home: typeof home
  learning: typeof learning
  mine: typeof mine
  order: typeof order
  points: typeof points
  poster: typeof poster
  questionnaire: typeof questionnaire
  sales: typeof sales
  search: typeof search
  settlement: typeof settlement
  shell: typeof shell
  teaching: typeof teaching
  training: typeof training
  trainTab: typeof trainTab
}

export type Namespace = keyof Messages

/** One namespace in the three languages, as registered with the i18n store (shared/i18n.ts). */
export interface MessageBundle<N extends Namespace = Namespace> {
  readonly namespace: N
  readonly catalogs: { readonly 'zh-Hans': Messages[N]; readonly 'zh-Hant': Translation<Messages[N]>; readonly en: Translation<Messages[N]> }
}
