// The content context as one fastify plugin: what the company writes in the back office and learners read in the
// app (FAQ; news, notices, teachers, partners, stories and banners follow), with its back-office endpoints.
import fp from 'fastify-plugin'
import type { ContentContext } from './context'

export const contentContext = fp<ContentContext>(
  async () => {
    // Modules register their routes here (faq/routes.ts).
  },
  { name: 'content', dependencies: ['catalog'] }
)
