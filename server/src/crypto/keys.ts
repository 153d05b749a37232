// Where the field keys come from: FIELD_KEYS when configured (every API node must share them); otherwise the
// embedded default generates one key on first start and keeps it in DATA_DIR/field-keys beside the database it
// protects, and says so in the log (back both up together; a server with several nodes sets FIELD_KEYS).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createFieldCipher, type FieldCipher, type FieldKey } from './field-cipher'

export interface FieldKeySettings {
  dataDir: string
  security: { fieldKeys?: ReadonlyArray<{ id: string; key: string }> }
}

interface KeyLog {
  info(message: string): void
  warn(message: string): void
}

export const LOCAL_KEY_FILE = 'field-keys'

const toKeys = (pairs: ReadonlyArray<{ id: string; key: string }>): FieldKey[] =>
  pairs.map(({ id, key }) => ({ id, key: Buffer.from(key, 'base64') }))

async function localKeys(dataDir: string, log: KeyLog): Promise<FieldKey[]> {
  const file = path.join(dataDir, LOCAL_KEY_FILE)
  const text = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null
    throw err
  })
  if (text !== null) {
    log.info(`field encryption: FIELD_KEYS is not set, using the key kept in ${file}`)
    return toKeys(JSON.parse(text) as Array<{ id: string; key: string }>)
  }
  const generated = [{ id: 'local1', key: randomBytes(32).toString('base64') }]
  await fs.mkdir(dataDir, { recursive: true })
  // 'wx': two processes starting at once must not each write a different key.
  await fs.writeFile(file, JSON.stringify(generated), { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err
  })
  log.warn(`field encryption: FIELD_KEYS is not set, generated a key and kept it in ${file}; back it up with the data`)
  return localKeys(dataDir, { info: () => undefined, warn: () => undefined })
}

export async function loadFieldKeys(settings: FieldKeySettings, log: KeyLog): Promise<FieldKey[]> {
  const configured = settings.security.fieldKeys
  if (configured && configured.length > 0) return toKeys(configured)
  return localKeys(settings.dataDir, log)
}

export async function loadFieldCipher(settings: FieldKeySettings, log: KeyLog): Promise<FieldCipher> {
  return createFieldCipher(await loadFieldKeys(settings, log))
}
