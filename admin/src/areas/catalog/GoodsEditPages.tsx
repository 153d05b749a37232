// 新建商品 / 编辑商品: one form; a new goods opens on its detail page, where classes are added and it is published.
import { Create, Edit, useForm } from '@refinedev/antd'
import type { AdminGoodsDetail, AdminGoodsInput } from '@contract/catalog/admin-shapes'
import { useT } from '../../providers/i18n-provider'
import { GoodsForm } from './GoodsForm'
import { formNotifications } from '../../components/form-notifications'

export function GoodsCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminGoodsDetail, never, AdminGoodsInput>({ ...formNotifications, resource: 'goods', action: 'create', redirect: 'show' })
  return (
    <Create title={t('catalog.goods.createTitle')} saveButtonProps={saveButtonProps}>
      <GoodsForm formProps={formProps} isNew />
    </Create>
  )
}

export function GoodsEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query, id } = useForm<AdminGoodsDetail, never, AdminGoodsInput>({ ...formNotifications, resource: 'goods', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('catalog.goods.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <GoodsForm formProps={formProps} selfId={id === undefined ? undefined : Number(id)} />
    </Edit>
  )
}
