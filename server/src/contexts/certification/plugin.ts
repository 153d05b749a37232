// The certification context as one fastify plugin: exam registrations from paid exam orders, judging of the
// practical exam, results and certificates with their public check.
import fp from 'fastify-plugin'
import { adminCertificationRoutes } from './admin/routes'
import { certificateRoutes } from './certificates/routes'
import type { CertificationContext } from './context'
import { judgingRoutes } from './judging/routes'
import { myExamRoutes } from './my-exams/routes'

export const certificationContext = fp<CertificationContext>(
  async (app, ctx) => {
    myExamRoutes(app, ctx)
    certificateRoutes(app, ctx)
    judgingRoutes(app, ctx)
    adminCertificationRoutes(app, ctx)
  },
  { name: 'certification', dependencies: ['identity', 'catalog', 'commerce'] }
)
