// Reads and actions beyond a resource's standard list/show/create/edit (the data provider's job): a dashboard's
// figures, a user's orders, "approve this refund". Both go through the one client and its endpoint definitions.
import { useInvalidate } from '@refinedev/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import type { Endpoint, ResponseOf } from '@contract/define'
import { call, type ApiError, type CallInput } from './client'
import { translate } from '../providers/i18n-provider'

/** A read through an endpoint definition, cached under its path and input like refine's own queries. */
export function useApiQuery<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}, options: { enabled?: boolean } = {}) {
  return useQuery<ResponseOf<E>, ApiError>({
    queryKey: ['api', endpoint.method, endpoint.path, input],
    queryFn: () => call(endpoint, input),
    enabled: options.enabled ?? true
  })
}

interface ActionOptions {
  /** Resources whose lists and records are reloaded after success. */
  invalidate?: string[]
  /** Shown after success; default 操作成功. */
  successMessage?: string
}

/**
 * An action through an endpoint definition: shows the server's sentence when refused, a success message when done,
 * and reloads the named resources. Field errors stay on the error (`errors`) for a form to show beside its fields.
 */
export function useApiAction<E extends Endpoint>(endpoint: E, options: ActionOptions = {}) {
  const invalidate = useInvalidate()
  const queryClient = useQueryClient()
  const { message } = App.useApp()
  return useMutation<ResponseOf<E>, ApiError, CallInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: async () => {
      message.success(options.successMessage ?? translate('words.done'))
      // 'resourceAll' reloads the resource's lists AND its detail pages (a detail is keyed by id, which an action
      // on a related record does not know); every useApiQuery read is reloaded too, since an action may change it.
      await Promise.all([
        ...(options.invalidate ?? []).map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })),
        queryClient.invalidateQueries({ queryKey: ['api'] })
      ])
    },
    onError: (err) => {
      message.error(err.message)
    }
  })
}
