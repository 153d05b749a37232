// Switching the language in 设置: the app relabels at once, and a signed-in user's choice goes to the server (the
// language their reminders are written in); signed out, nothing is sent.
import { chooseLanguage } from '@/features/account/language'
import { saveLanguage } from '@/features/account/api'
import { changeLocale } from '@/shared/shell'
import { session } from '@/shared/session'

jest.mock('@/features/account/api', () => ({ saveLanguage: jest.fn(() => Promise.resolve(null)) }))
jest.mock('@/shared/shell', () => ({ changeLocale: jest.fn() }))
jest.mock('@/shared/session', () => ({ session: { isLoggedIn: false } }))

const saveMock = saveLanguage as jest.MockedFunction<typeof saveLanguage>

const signedIn = (value: boolean) => { (session as { isLoggedIn: boolean }).isLoggedIn = value }

afterEach(() => jest.clearAllMocks())

it('saves the language on the server for a signed-in user', () => {
  signedIn(true)
  chooseLanguage('zh-Hant')
  expect(changeLocale).toHaveBeenCalledWith('zh-Hant')
  expect(saveMock).toHaveBeenCalledWith('zh-Hant')
})

it('only switches the app for a visitor, and keeps the switch when the save fails', async () => {
  signedIn(false)
  chooseLanguage('en')
  expect(changeLocale).toHaveBeenCalledWith('en')
  expect(saveMock).not.toHaveBeenCalled()
  signedIn(true)
  saveMock.mockRejectedValueOnce(new Error('offline'))
  expect(() => chooseLanguage('en')).not.toThrow()
  await new Promise((resolve) => setTimeout(resolve, 0))
})
