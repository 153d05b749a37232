// The tools context as one fastify plugin: the learner's gym calculators (saved calculations, shared read-only).
import fp from 'fastify-plugin'
import type { ToolsContext } from './context'

export const toolsContext = fp<ToolsContext>(
  async () => {
    // Modules register their routes here (calculators/routes.ts).
  },
  { name: 'tools', dependencies: ['identity'] }
)
