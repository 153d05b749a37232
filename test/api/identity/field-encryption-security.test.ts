// Encryption at rest (issue 25): ID numbers, emergency contacts and bank accounts are stored sealed (AES-256-GCM,
// 'v1:<keyId>:…'), read in full only by their owner and masked for operators; keys rotate (the newest encrypts,
// all decrypt, keys:rotate rewrites the rows); the embedded default keeps its generated key in DATA_DIR.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getAdminUser } from '@contract/identity/admin-endpoints'
import { getProfile, saveProfile } from '@contract/identity/endpoints'
import type { ProfileInput } from '@contract/identity/schemas'
import { resealIdentityFields } from '../../../server/src/contexts/identity'
import { createFieldCipher, isSealed } from '../../../server/src/crypto/field-cipher'
import { loadFieldKeys } from '../../../server/src/crypto/keys'
import { userProfiles } from '../../../server/src/db/schema'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

const key = () => ({ id: `k${randomBytes(3).toString('hex')}`, key: randomBytes(32) })

const PROFILE = {
  name: '林小绿', avatar: '', surnamePinyin: 'LIN', givenNamePinyin: 'XIAOLV', birthday: '', gender: 'female', education: '',
  industry: '', job: '', clothesSize: '', emergencyContact: '王大绿', emergencyPhone: '13800138000', bio: '', idType: 'id_card',
  idNumber: '11010519491231002X', idPhotoFront: '', idPhotoBack: '', cprCertificate: '', cprIssuer: '', cprExpiry: '',
  bankName: '招商银行', bankAccount: '6225880123456789', partnerId: '', certBodyId: ''
} satisfies ProfileInput
const SEALED = ['idNumber', 'emergencyContact', 'emergencyPhone', 'bankAccount'] as const

describe('the field cipher', () => {
  it('round-trips, binds the data to its tag, and keeps empty values empty', () => {
    const cipher = createFieldCipher([key()])
    const sealed = cipher.encrypt('11010519491231002X')
    expect(sealed).toMatch(/^v1:k[0-9a-f]{6}:[\w-]+:[\w-]+:[\w-]+$/)
    expect(cipher.encrypt('11010519491231002X')).not.toBe(sealed)
    expect(cipher.decrypt(sealed)).toBe('11010519491231002X')
    const parts = sealed.split(':')
    parts[4] = Buffer.from('11010519491231002Y').toString('base64url')
    expect(() => cipher.decrypt(parts.join(':'))).toThrow()
    expect(cipher.encrypt('')).toBe('')
  })

  it('rotates: the newest key encrypts, every listed key decrypts, a dropped key fails loudly', () => {
    const [oldKey, newKey] = [key(), key()]
    const before = createFieldCipher([oldKey]).encrypt('王大绿')
    const both = createFieldCipher([newKey, oldKey])
    expect(both.decrypt(before)).toBe('王大绿')
    expect(both.needsRotation(before)).toBe(true)
    expect(both.needsRotation(both.encrypt('王大绿'))).toBe(false)
    expect(both.needsRotation('plain text from before')).toBe(true)
    expect(() => createFieldCipher([newKey]).decrypt(before)).toThrow(/not configured/)
  })
})

describe('sealed profile fields', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('never hold plain text in the raw columns; the owner reads them whole, an operator masked', async () => {
    const owner = await t.createUser()
    expectOk(await callApi(t.app, saveProfile, { token: owner.token, body: PROFILE }))
    const [raw] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, owner.id))
    for (const field of SEALED) {
      expect(isSealed(raw[field])).toBe(true)
      expect(raw[field]).not.toContain(PROFILE[field])
    }
    expect(raw.bankName).toBe('招商银行')
    expect(expectOk(await callApi(t.app, getProfile, { token: owner.token }))).toMatchObject(
      Object.fromEntries(SEALED.map((field) => [field, PROFILE[field]]))
    )
    const admin = await t.createUser({ roles: ['admin'] })
    const seen = expectOk(await callApi(t.app, getAdminUser, { token: admin.token, params: { id: owner.id } }))
    expect(seen.profile.idNumberMasked).toBe('**************002X')
    expect(JSON.stringify(seen)).not.toContain('11010519491231002X')
  })

  it('keys:rotate rewrites every sealed value under the new key (plain rows from before too); the app still reads them', async () => {
    const owner = await t.createUser()
    expectOk(await callApi(t.app, saveProfile, { token: owner.token, body: PROFILE }))
    const legacy = await t.createUser()
    await t.db.insert(userProfiles).values({ userId: legacy.id, emergencyContact: '旧数据' })
    const current = await loadFieldKeys({ dataDir: t.dataDir, security: {} }, { info: () => undefined, warn: () => undefined })
    const newKey = key()
    const rotated = createFieldCipher([newKey, ...current])
    const count = await resealIdentityFields(t.db, rotated)
    expect(count.profiles).toBeGreaterThanOrEqual(2)
    const [raw] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, owner.id))
    for (const field of SEALED) expect(raw[field].split(':')[1]).toBe(newKey.id)
    const newOnly = createFieldCipher([newKey])
    expect(newOnly.decrypt(raw.idNumber)).toBe(PROFILE.idNumber)
    const [old] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, legacy.id))
    expect(isSealed(old.emergencyContact)).toBe(true)
    expect(newOnly.decrypt(old.emergencyContact)).toBe('旧数据')
    expect((await resealIdentityFields(t.db, rotated)).profiles).toBe(0)
  })

  it('the embedded default generated one key and kept it in DATA_DIR, and said so in the log', async () => {
    const keys = await loadFieldKeys({ dataDir: t.dataDir, security: {} }, { info: () => undefined, warn: () => undefined })
    expect(keys).toHaveLength(1)
    expect(keys[0].key).toHaveLength(32)
    expect(t.logs.some((line) => line.includes('FIELD_KEYS is not set, generated a key'))).toBe(true)
  })
})
