// The system context's dependencies: the app's base plus the database ping the health check asks.
import type { BaseContext } from '../base'

export interface SystemContext extends BaseContext {
  /** true when the database answers. */
  ping: () => Promise<boolean>
}
