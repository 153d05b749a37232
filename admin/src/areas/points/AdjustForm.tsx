// The manual points adjustment: a user (looked up by phone or name, or given), a signed change and a reason. Every
// rule is the server's: its messages appear beside the fields (refine's useForm reads the answer's `fields`).
// Used by the points area's create page and by a user's detail page (with the user given).
import { useForm, useSelect } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Descriptions, Form, Input, InputNumber, Select } from 'antd'
import type { AdminPointsAdjustInput } from '@contract/catalog/points-admin-shapes'
import type { AdminUserSummary } from '@contract/identity/admin-shapes'
import type { PointsSummary } from '@contract/catalog/schemas'
import * as api from '@contract/catalog/points-admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

function UserPicker(props: { value?: number; onChange?: (value: number) => void }) {
  const t = useT()
  const { selectProps } = useSelect<AdminUserSummary>({
    resource: 'users',
    optionLabel: (user) => `${user.name || '—'}（${user.phone}）#${user.id}`,
    optionValue: 'id',
    onSearch: (value) => [{ field: 'keyword', operator: 'eq', value }],
    pagination: { pageSize: 20 },
    debounce: 300,
    defaultValue: props.value
  })
  return (
    <Select {...selectProps} value={props.value as never}
      onChange={(value) => props.onChange?.(Number(value))} placeholder={t('points.adjust.userPlaceholder')} />
  )
}

/** The balance now (unless the page shows it already) and, once a change is typed, the balance after it. */
function BalancePreview({ userId, change, showBalance }: { userId?: number; change?: number | null; showBalance: boolean }) {
  const t = useT()
  const { data } = useApiQuery(api.getAdminPointsSummary, { params: { userId: userId ?? 0 } }, { enabled: Boolean(userId) })
  if (!userId || !data || (!showBalance && !change)) return null
  const after = data.balance + (change ?? 0)
  return (
    <Descriptions size="small" column={2} style={{ marginBottom: 16, maxWidth: 480 }}>
      {showBalance && <Descriptions.Item label={t('points.adjust.balance')}>{data.balance}</Descriptions.Item>}
      {Boolean(change) && (
        <Descriptions.Item label={t('points.adjust.after')}>
          <span style={{ color: after < 0 ? '#f5222d' : undefined }}>{after}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  )
}

interface Props {
  /** The user is given (a user's detail page): no picker. */
  userId?: number
  /** Where to go after success: the ledger (create page) or nowhere (stay and show the new balance). */
  redirect?: 'list' | false
}

export function AdjustForm({ userId, redirect = false }: Props) {
  const t = useT()
  const queryClient = useQueryClient()
  const { formProps, saveButtonProps, form } = useForm<PointsSummary, HttpError, AdminPointsAdjustInput>({
    resource: 'points',
    action: 'create',
    redirect,
    successNotification: (data) => ({ type: 'success', message: t('points.adjust.done', { balance: data?.data.balance }) }),
    // The server's sentence alone (refine's default adds "failed to create point (400)").
    errorNotification: (error) => ({ type: 'error', message: error?.message ?? '' }),
    onMutationSuccess: async () => {
      form.resetFields(['change', 'reason'])
      await queryClient.invalidateQueries({ queryKey: ['api', api.getAdminPointsSummary.method, api.getAdminPointsSummary.path] })
    }
  })
  const chosenUser = Form.useWatch('userId', form) as number | undefined
  const change = Form.useWatch('change', form) as number | null | undefined
  return (
    <Form {...formProps} layout="vertical" initialValues={{ userId }} style={{ maxWidth: 560 }}>
      <Form.Item name="userId" label={t('points.adjust.user')} hidden={userId !== undefined}>
        <UserPicker />
      </Form.Item>
      <BalancePreview userId={chosenUser ?? userId} change={change} showBalance={userId === undefined} />
      <Form.Item name="change" label={t('points.adjust.change')} extra={t('points.adjust.changeHelp')}>
        <InputNumber style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="reason" label={t('points.adjust.reason')}>
        <Input.TextArea rows={2} maxLength={100} showCount placeholder={t('points.adjust.reasonPlaceholder')} />
      </Form.Item>
      <Button type="primary" {...saveButtonProps}>{t('points.adjust.submit')}</Button>
    </Form>
  )
}
