// What a create/edit form of these areas says when it saves or is refused: refine's default sentence names the
// resource by its route name ("已新建class"), so these forms say 已保存 / the server's own sentence instead.
import type { HttpError, OpenNotificationParams } from '@refinedev/core'
import { translate } from '../providers/i18n-provider'

export const formNotifications = {
  successNotification: (): OpenNotificationParams => ({ type: 'success', message: translate('words.saved') }),
  errorNotification: (error?: HttpError): OpenNotificationParams => ({
    type: 'error',
    message: error?.message || translate('notifications.error', { statusCode: error?.statusCode ?? '' })
  })
}
