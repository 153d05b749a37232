// Mini-program codes (小程序码) for posters: made by WeChat (wxacode.getUnlimited) once per goods, stored like an
// upload, and remembered in mini_program_codes, so every later poster reuses the same file. A code never changes
// for a goods (its scene is the id), so the cache has no expiry.
//
// Concurrency: requests for the same target in this process share one promise (one database look-up, at most one
// WeChat call). Across API nodes the primary key decides: the first row wins and a loser removes its own file.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { MiniCode } from '@contract/catalog/shapes'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { UPLOADS_PREFIX, type FileStorage } from '../../../integrations/storage/types'
import type { WechatMiniClient } from '../../../integrations/wechat/types'
import { findGoodsDetail } from '../goods/detail-repo'
import { goodsNotFound } from '../goods/service'
import { detectFileType, newKey, SNIFF_BYTES } from '../../files'
import { findCodePath, insertCode } from './repo'

export interface MiniCodeDeps {
  db: Db
  storage: FileStorage
  /** null when the mini-program is not configured (WECHAT_MINI_APPID / WECHAT_MINI_SECRET unset). */
  wechat: WechatMiniClient | null
  /** Where the image is written before storage takes it (DATA_DIR/tmp, like uploads). */
  tmpDir: string
  now: () => Date
  log: FastifyBaseLogger
}

/** The page a goods code opens; the mini-program hands it `scene` (see the app's useIdParam). */
export const GOODS_PAGE = 'pages/course/courseDetail'

/**
 * Edge length asked of WeChat: its smallest (280 px). The poster draws the code in an 88-unit box at up to 3
 * device pixels per unit (264 px), so a bigger code would only cost bytes.
 */
const CODE_WIDTH = 280

/** What WeChat answers for a code; anything else is treated as a failed call. */
const CODE_MIME_TYPES = ['image/png', 'image/jpeg']

const notConfigured = () => userError('NOT_CONFIGURED', '小程序码未配置')
const unavailable = () => userError('WECHAT_UNAVAILABLE', '小程序码生成失败，请稍后重试')

export function createMiniCodeService(deps: MiniCodeDeps) {
  const inFlight = new Map<string, Promise<string>>()

  /** The stored path for `target`, or `make()`'s; concurrent callers for one target share a single attempt. */
  function pathFor(target: string, make: () => Promise<string>): Promise<string> {
    let pending = inFlight.get(target)
    if (!pending) {
      pending = findCodePath(deps.db, target)
        .then((stored) => stored ?? make())
        .finally(() => inFlight.delete(target))
      inFlight.set(target, pending)
    }
    return pending
  }

  async function fetchCode(client: WechatMiniClient, scene: string, page: string) {
    const bytes = await client.getUnlimitedCode({ scene, page, width: CODE_WIDTH, checkPath: false }).catch((err: unknown) => {
      deps.log.error({ err, scene, page }, 'WeChat mini-program code failed')
      throw unavailable()
    })
    const type = detectFileType(bytes.subarray(0, SNIFF_BYTES))
    if (!type || !CODE_MIME_TYPES.includes(type.mime)) {
      deps.log.error({ scene, page, size: bytes.length }, 'WeChat mini-program code is not a PNG or JPEG')
      throw unavailable()
    }
    return { bytes, type }
  }

  /** Stores the image like an upload (random name, month folder); returns its storage key and public path. */
  async function store(bytes: Buffer, type: { mime: string; ext: string }) {
    await fs.mkdir(deps.tmpDir, { recursive: true })
    const tmpPath = path.join(deps.tmpDir, `${randomUUID()}.part`)
    const key = newKey(type.ext, deps.now())
    try {
      await fs.writeFile(tmpPath, bytes, { mode: 0o600 })
      await deps.storage.put({ key, sourcePath: tmpPath, mime: type.mime, size: bytes.length })
    } finally {
      await fs.rm(tmpPath, { force: true }) // gone already when storage took it
    }
    return { key, publicPath: UPLOADS_PREFIX + key }
  }

  async function makeCode(target: string, scene: string, page: string): Promise<string> {
    if (!deps.wechat) throw notConfigured()
    const { bytes, type } = await fetchCode(deps.wechat, scene, page)
    const { key, publicPath } = await store(bytes, type)
    const recorded = await insertCode(deps.db, { target, path: publicPath }).catch(async (err: unknown) => {
      await deps.storage.remove(key).catch(() => {})
      throw err
    })
    if (recorded) return publicPath
    // Another API node recorded its code first: use that one, drop ours.
    await deps.storage.remove(key).catch(() => {})
    const winner = await findCodePath(deps.db, target)
    if (!winner) throw new Error(`mini-program code for ${target} vanished after a conflicting insert`)
    return winner
  }

  /** The goods page's code. Only goods on sale get one made; a code made earlier is answered as is. */
  async function goodsCode(goodsId: number): Promise<MiniCode> {
    const url = await pathFor(`goods:${goodsId}`, async () => {
      const goods = await findGoodsDetail(deps.db, goodsId, null, deps.now())
      if (!goods) throw goodsNotFound()
      if (!goods.onSale) throw userError('GOODS_OFF_SALE', '商品已下架')
      return makeCode(`goods:${goodsId}`, `id=${goodsId}`, GOODS_PAGE)
    })
    return { url }
  }

  return { goodsCode }
}
