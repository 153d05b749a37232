// GET /api/goods/{id}/mini-code: the goods page's mini-program code for the poster (public, like the goods itself).
// No rate-limit preset of its own: a cached code is one indexed read, and WeChat is asked at most once per goods on
// sale, so the global per-IP limit is enough.
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { MiniCode } from '@contract/catalog'
import type { Db } from '../../../db'
import { envelope, ok } from '../../../http/envelope'
import { idParamsSchema } from '../../../http/query'
import type { FileStorage } from '../../../integrations/storage/types'
import type { WechatMiniClient } from '../../../integrations/wechat/types'
import { createMiniCodeService } from './service'

const miniCodeResponse = z.object({ url: z.string() }) satisfies z.ZodType<MiniCode>

export function miniCodeRoutes(deps: { db: Db; storage: FileStorage; wechat: WechatMiniClient | null }): FastifyPluginAsyncZod {
  return async (app) => {
    const codes = createMiniCodeService({
      ...deps,
      tmpDir: path.join(app.config.dataDir, 'tmp'),
      now: app.now,
      log: app.log
    })

    app.get(
      '/api/goods/:id/mini-code',
      { schema: { params: idParamsSchema('商品编号'), response: { 200: envelope(miniCodeResponse) } } },
      async (req) => ok(await codes.goodsCode(req.params.id))
    )
  }
}
