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

/**
 * A modal form's props whose submit never leaves a rejected promise behind (an uncaught error in the page): a
 * refusal is already shown, by the notification above and by each field's reason beside its field.
 */
export function settledSubmit<P extends object>(formProps: P): P {
  const { onFinish } = formProps as { onFinish?: (values: unknown) => unknown }
  if (!onFinish) return formProps
  return { ...formProps, onFinish: (values: unknown) => void Promise.resolve(onFinish(values)).catch(() => undefined) }
}
