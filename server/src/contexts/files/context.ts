// The files context's dependencies: the app's base plus the storage the configuration selects.
import type { FileStorage } from '../../integrations/storage/types'
import type { BaseContext } from '../base'

export interface FilesContext extends BaseContext {
  storage: FileStorage
}
