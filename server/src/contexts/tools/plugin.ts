// The tools context as one fastify plugin: the learner's gym calculators (saved calculations, shared read-only).
import fp from 'fastify-plugin'
import { calculatorRoutes } from './calculators/routes'
import type { ToolsContext } from './context'

export const toolsContext = fp<ToolsContext>(
  async (app, ctx) => {
    calculatorRoutes(app, ctx)
  },
  { name: 'tools', dependencies: ['identity'] }
)
