// 新建轮播图 / 编辑轮播图: the picture (uploaded, 750×360), a title for screen readers, where a tap leads (the target
// picked or typed by its kind, checked by the server) and the order. A new banner is saved unpublished and opens on
// its page, where it is previewed and published.
import { Create, Edit, useForm } from '@refinedev/antd'
import { Form, Input, InputNumber, Radio, type FormProps } from 'antd'
import { BANNER_LINK_KINDS, type AdminBanner, type AdminBannerInput, type BannerLinkKind } from '@contract/content/home-shapes'
import { useT } from '../../../providers/i18n-provider'
import { CoverUpload } from '../../../components/CoverUpload'
import { formNotifications } from '../../../components/form-notifications'
import { LinkTargetField } from './LinkTargetField'

function BannerFields({ formProps, isNew }: { formProps: FormProps; isNew?: boolean }) {
  const t = useT()
  const kind = Form.useWatch<BannerLinkKind | undefined>('linkKind', formProps.form)
  const f = (key: string) => t(`contentHome.banners.fields.${key}` as never)
  const initial = isNew ? { linkKind: 'none', sort: 0, ...formProps.initialValues } : formProps.initialValues
  return (
    <Form {...formProps} layout="vertical" initialValues={initial}>
      <Form.Item name="imageUrl" label={f('imageUrl')} rules={[{ required: true }]} extra={t('contentHome.banners.hints.image')}>
        <CoverUpload />
      </Form.Item>
      <Form.Item name="title" label={f('title')} rules={[{ required: true }, { max: 30 }]} extra={t('contentHome.banners.hints.title')}>
        <Input maxLength={30} showCount style={{ maxWidth: 420 }} />
      </Form.Item>
      <Form.Item name="linkKind" label={f('linkKind')} rules={[{ required: true }]}>
        <Radio.Group optionType="button" onChange={() => formProps.form?.setFieldValue('linkTarget', '')}
          options={BANNER_LINK_KINDS.map((value) => ({ value, label: t(`contentHome.banners.linkKinds.${value}`) }))} />
      </Form.Item>
      <LinkTargetField kind={kind} />
      <Form.Item name="sort" label={f('sort')} extra={isNew ? `${t('contentHome.banners.hints.sort')}；${t('contentHome.banners.hints.draft')}` : t('contentHome.banners.hints.sort')}>
        <InputNumber />
      </Form.Item>
    </Form>
  )
}

export function BannerCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminBanner, never, AdminBannerInput>({ ...formNotifications, resource: 'banners', action: 'create', redirect: 'show' })
  return (
    <Create title={t('contentHome.banners.createTitle')} saveButtonProps={saveButtonProps}>
      <BannerFields formProps={formProps} isNew />
    </Create>
  )
}

export function BannerEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminBanner, never, AdminBannerInput>({ ...formNotifications, resource: 'banners', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('contentHome.banners.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <BannerFields formProps={formProps} />
    </Edit>
  )
}
