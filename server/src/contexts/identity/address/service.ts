// Address rules: region names derived from the code; exactly one default per user, also under races
// (a per-user lock around every default-moving write, and a partial unique index behind it); the first address
// becomes the default; deleting the default promotes the newest remaining one; at most MAX_ADDRESSES per user.
import type { Address, AddressInput, WxAddressInput } from '@contract/identity/schemas'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import * as repo from './repo'
import { regionByCode, regionByNames } from './regions'

/** Fifty: far more than anyone ships to, and a bound on what a script can pile into the table. */
export const MAX_ADDRESSES = 50

const notFound = () => userError('NOT_FOUND', '地址不存在')

export function toAddress(row: repo.AddressRow): Address {
  const { id, recipient, phone, regionCode, province, city, district, detail, isDefault, createdAt } = row
  return { id, recipient, phone, regionCode, province, city, district, detail, isDefault, createdAt: createdAt.toISOString() }
}

function valuesFrom(input: AddressInput): repo.AddressValues {
  const region = regionByCode(input.regionCode)
  if (!region) throw userError('INVALID_REGION', '请选择正确的所在地区')
  const { province, city, district } = region
  return { recipient: input.recipient, phone: input.phone, regionCode: region.code, province, city, district, detail: input.detail }
}

async function insertUnderLock(db: Db, userId: number, values: repo.AddressValues, wantDefault: boolean): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId)
    const count = await repo.countAddresses(tx, userId)
    if (count >= MAX_ADDRESSES) throw userError('ADDRESS_LIMIT', `最多保存${MAX_ADDRESSES}个地址，请先删除不用的地址`)
    const isDefault = wantDefault || count === 0
    if (isDefault) await repo.clearDefault(tx, userId)
    return repo.insertAddress(tx, userId, { ...values, isDefault })
  })
  return toAddress(row)
}

export function createAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  return insertUnderLock(db, userId, valuesFrom(input), input.isDefault)
}

/**
 * WeChat's chooseAddress gives names, not codes. When the names match no district the address is still saved with
 * WeChat's names and an empty region code: the person can ship to it, and editing it asks for a region.
 */
export function importWechatAddress(db: Db, userId: number, input: WxAddressInput): Promise<Address> {
  const region = regionByNames(input.provinceName, input.cityName, input.countyName)
  const names = region ?? { code: '', province: input.provinceName, city: input.cityName, district: input.countyName }
  return insertUnderLock(db, userId, {
    recipient: input.userName,
    phone: input.telNumber,
    regionCode: names.code,
    province: names.province,
    city: names.city,
    district: names.district,
    detail: input.detailInfo
  }, false)
}

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(db, userId, id)
  if (!row) throw notFound()
  return toAddress(row)
}

export async function listAddresses(db: Db, userId: number, query: PageQueryInput): Promise<Paged<Address>> {
  const [rows, total] = await Promise.all([
    repo.listAddresses(db, userId, offsetOf(query), query.size),
    repo.countAddresses(db, userId)
  ])
  return { list: rows.map(toAddress), total, page: query.page, size: query.size }
}

export async function updateAddress(db: Db, userId: number, id: number, input: AddressInput): Promise<Address> {
  const values = valuesFrom(input)
  const row = await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId)
    const existing = await repo.findAddress(tx, userId, id)
    if (!existing) throw notFound()
    // There is always exactly one default: it moves by choosing another address, never by switching this one off.
    if (existing.isDefault && !input.isDefault) throw userError('DEFAULT_REQUIRED', '默认地址不能取消，请将其他地址设为默认')
    if (input.isDefault && !existing.isDefault) await repo.clearDefault(tx, userId)
    return repo.updateAddress(tx, userId, id, { ...values, isDefault: input.isDefault })
  })
  if (!row) throw notFound()
  return toAddress(row)
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId)
    const existing = await repo.findAddress(tx, userId, id)
    if (!existing) throw notFound()
    if (existing.isDefault) return existing
    await repo.clearDefault(tx, userId)
    return repo.markDefault(tx, userId, id)
  })
  if (!row) throw notFound()
  return toAddress(row)
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId)
    const deleted = await repo.deleteAddress(tx, userId, id)
    if (!deleted) throw notFound()
    const next = deleted.isDefault ? await repo.newestAddress(tx, userId) : undefined
    if (next) await repo.markDefault(tx, userId, next.id)
  })
  return null
}
