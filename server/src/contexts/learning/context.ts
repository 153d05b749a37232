// The learning context's dependencies: the app's base only. It reads what commerce sold (paid orders of a class)
// and what the catalog scheduled (the classes), both through their public entries, and writes neither.
import type { BaseContext } from '../base'

export type LearningContext = BaseContext
