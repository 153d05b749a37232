// Switching the app's language: the shell relabels at once, and a signed-in user's choice is saved on the server so
// the reminders it sends them (class notices) are worded in the same language.
import type { Locale } from '@/shared/i18n'
import { session } from '@/shared/session'
import { changeLocale } from '@/shared/shell'
import { saveLanguage } from './api'

export function chooseLanguage(locale: Locale): void {
  changeLocale(locale)
  // The device keeps the choice either way; a failed save is made good by the next sign-in, which sends it again.
  if (session.isLoggedIn) saveLanguage(locale).catch(() => {})
}
