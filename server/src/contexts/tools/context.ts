// The tools context's dependencies: the app's base only (calculations are the learner's own rows).
import type { BaseContext } from '../base'

export type ToolsContext = BaseContext
