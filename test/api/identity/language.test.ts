// The user's language: learnt at sign-in from the app's x-locale header (kept when a client sends none), changed by
// PUT /api/language from settings; only the three languages the app has are accepted.
import { eq } from 'drizzle-orm'
import { users } from '../../../server/src/db/schema'
import { hashPassword, setPasswordHash } from '../../../server/src/contexts/identity/seeding'
import { loginByPassword, loginBySms, saveLanguage } from '@contract/identity/endpoints'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, freshPhone, requestCode } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'

const PASSWORD = 'Green2026go'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const languageOf = async (id: number) => (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language

async function signInBySms(phone: string, headers: Record<string, string>) {
  const code = await requestCode(t, phone)
  return expectOk(await callApi(t.app, loginBySms, { body: { phone, code }, headers })).user
}

it('a new account starts in the language the app signed up from', async () => {
  const user = await signInBySms(freshPhone(), { 'x-locale': 'en' })
  expect(await languageOf(user.id)).toBe('en')
})

async function userWithPassword() {
  const phone = freshPhone()
  const { id } = await t.createUser({ phone })
  await setPasswordHash(t.db, id, await hashPassword(PASSWORD))
  return { id, phone }
}

it('a password sign-in records the language; a later one from another language moves the user to it', async () => {
  const { id, phone } = await userWithPassword()
  const signIn = async (headers: Record<string, string>) =>
    expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: PASSWORD }, headers }))
  expect(await languageOf(id)).toBe('zh-Hans')
  await signIn({ 'x-locale': 'zh-Hant' })
  expect(await languageOf(id)).toBe('zh-Hant')
  await signIn({ 'x-locale': 'en' })
  expect(await languageOf(id)).toBe('en')
})

it('a sign-in without the header, or with one the app never sends, keeps the stored language', async () => {
  const { id, phone } = await userWithPassword()
  await t.db.update(users).set({ language: 'zh-Hant' }).where(eq(users.id, id))
  for (const headers of [{}, { 'x-locale': 'klingon' }] as Array<Record<string, string>>) {
    expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: PASSWORD }, headers }))
    expect(await languageOf(id)).toBe('zh-Hant')
  }
})

it('settings change the signed-in user\'s language, and only theirs', async () => {
  const me = await t.createUser()
  const other = await t.createUser()
  expect(expectOk(await callApi(t.app, saveLanguage, { body: { language: 'zh-Hant' }, token: me.token }))).toBeNull()
  expect(await languageOf(me.id)).toBe('zh-Hant')
  expect(await languageOf(other.id)).toBe('zh-Hans')
})

it('refuses a language the app does not have, an extra field, and a caller not signed in', async () => {
  const me = await t.createUser()
  expectRefusal(await callApiRaw(t.app, saveLanguage, { body: { language: 'fr' }, token: me.token }), 'VALIDATION', '语言无效')
  expectRefusal(await callApiRaw(t.app, saveLanguage, { body: { language: 'en', userId: 1 }, token: me.token }), 'VALIDATION')
  expect((await callApiRaw(t.app, saveLanguage, { body: { language: 'en' } })).statusCode).toBe(401)
  expect(await languageOf(me.id)).toBe('zh-Hans')
})
