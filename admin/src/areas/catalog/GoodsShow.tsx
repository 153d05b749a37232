// 商品详情: the goods as operators set it (price, state, cover, texts), publish / unpublish / schedule, and its
// classes (courses, lectures) or exam sessions (exams), each editable in place.
import { EditButton, Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Descriptions, Image, Space, Tag } from 'antd'
import type { AdminGoodsDetail } from '@contract/catalog/admin-shapes'
import { formatDateTime, formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { ClassesCard } from './ClassesCard'
import { HtmlView } from '../../components/HtmlView'
import { SaleStateTag } from './labels'
import { PublishActions } from './PublishActions'
import { SessionsCard } from './SessionsCard'

function Facts({ goods }: { goods: AdminGoodsDetail }) {
  const t = useT()
  const f = (key: string) => t(`catalog.goods.fields.${key}` as never)
  return (
    <Descriptions bordered column={3} size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label={f('title')} span={2}>{goods.title}</Descriptions.Item>
      <Descriptions.Item label={f('kind')}>{t(`catalog.goods.kinds.${goods.kind}`)}</Descriptions.Item>
      <Descriptions.Item label={f('subtitle')} span={2}>{goods.subtitle || '—'}</Descriptions.Item>
      <Descriptions.Item label={f('state')}><SaleStateTag state={goods.state} publishAt={goods.publishAt} /></Descriptions.Item>
      <Descriptions.Item label={f('price')}>{formatFen(goods.priceFen)}</Descriptions.Item>
      <Descriptions.Item label={f('originalPrice')}>{formatFen(goods.originalPriceFen)}</Descriptions.Item>
      <Descriptions.Item label={f('soldCount')}>{goods.soldCount}</Descriptions.Item>
      <Descriptions.Item label={f('cover')} span={2}>
        {goods.cover ? <Image src={goods.cover} width={240} height={135} style={{ objectFit: 'cover', borderRadius: 6 }} /> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={f('tags')}>
        {goods.tags.length ? <Space size={4} wrap>{goods.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}</Space> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={f('ships')}>{goods.ships ? t('words.yes') : t('words.no')}</Descriptions.Item>
      <Descriptions.Item label={f('sort')}>{goods.sort}</Descriptions.Item>
      <Descriptions.Item label={f('slug')}>{goods.slug}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(goods.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('updatedAt')} span={2}>{formatDateTime(goods.updatedAt)}</Descriptions.Item>
    </Descriptions>
  )
}

export function GoodsShow() {
  const t = useT()
  const { query } = useShow<AdminGoodsDetail>({ resource: 'goods' })
  const goods = query.data?.data
  const hasClasses = goods && (goods.kind === 'course' || goods.kind === 'lecture' || goods.classes.length > 0)
  const hasSessions = goods && (goods.kind === 'exam' || goods.examSessions.length > 0)
  return (
    <Show
      isLoading={query.isLoading}
      title={goods ? `${t('catalog.goods.detailTitle')} · ${goods.title}` : t('catalog.goods.detailTitle')}
      canDelete={false}
      headerButtons={goods ? <><PublishActions goods={goods} onChanged={() => void query.refetch()} /><EditButton recordItemId={goods.id} /></> : undefined}
    >
      {goods && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Facts goods={goods} />
          {hasClasses && <ClassesCard goodsId={goods.id} />}
          {hasSessions && <SessionsCard goodsId={goods.id} />}
          <Card size="small" title={t('catalog.goods.fields.descriptionHtml')}><HtmlView html={goods.descriptionHtml} /></Card>
          <Card size="small" title={t('catalog.goods.fields.targetAudienceHtml')}><HtmlView html={goods.targetAudienceHtml} /></Card>
        </Space>
      )}
    </Show>
  )
}
