// The content context's dependencies: the app's base only.
import type { BaseContext } from '../base'

export type ContentContext = BaseContext
