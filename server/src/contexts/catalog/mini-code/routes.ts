// GET /api/goods/{id}/mini-code: the goods page's mini-program code for the poster (public, like the goods itself).
// No rate-limit preset of its own: a cached code is one indexed read, and WeChat is asked at most once per goods on
// sale, so the global per-IP limit is enough.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { MiniCode } from '@contract/catalog/shapes'
import * as api from '@contract/catalog/endpoints'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { CatalogContext } from '../context'
import { createMiniCodeService } from './service'

const miniCodeResponse = z.object({ url: z.string() }) satisfies z.ZodType<MiniCode>

export function miniCodeRoutes(app: FastifyInstance, ctx: CatalogContext) {
  const tag = { tag: 'catalog' }
  const codes = createMiniCodeService({
    db: ctx.db,
    storage: ctx.storage,
    wechat: ctx.wechatMini,
    tmpDir: path.join(ctx.config.dataDir, 'tmp'),
    now: ctx.now,
    log: ctx.log
  })
  route(app, api.getGoodsMiniCode, { params: idParamsSchema('商品编号'), response: miniCodeResponse }, async (req) =>
    codes.goodsCode(req.params.id), tag
  )
}
