// The goods a teacher teaches, as an ordered list: search and add a goods (any state: one being prepared can be
// linked before it goes on sale), move it up or down, remove it. The field's value is the ids in order, which the
// server stores as the order learners see.
import { useSelect } from '@refinedev/antd'
import { Button, List, Select, Space, Tag, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons'
import { useState } from 'react'
import type { AdminGoodsRef } from '@contract/content/about-shapes'
import type { AdminGoodsSummary } from '@contract/catalog/admin-shapes'
import { useT } from '../../../providers/i18n-provider'

interface Props {
  value?: number[]
  onChange?: (ids: number[]) => void
  /** The goods already linked (titles and states of the ids the record starts with). */
  initial: AdminGoodsRef[]
}

/** `ids` with the item at `index` moved by `step` (−1 up, +1 down). */
const moved = (ids: number[], index: number, step: number) => {
  const next = [...ids]
  const [item] = next.splice(index, 1)
  next.splice(index + step, 0, item)
  return next
}

export function GoodsOrderField({ value = [], onChange, initial }: Props) {
  const t = useT()
  const [known, setKnown] = useState(() => new Map(initial.map((g) => [g.id, g])))
  const { selectProps, query } = useSelect<AdminGoodsSummary>({
    resource: 'goods', optionLabel: 'title', optionValue: 'id', pagination: { pageSize: 20, mode: 'server' },
    onSearch: (keyword) => [{ field: 'keyword', operator: 'eq', value: keyword }]
  })
  const add = (id: number) => {
    const goods = query.data?.data.find((g) => g.id === id)
    if (goods) setKnown((map) => new Map(map).set(id, { id, title: goods.title, onSale: goods.state === 'on_sale' }))
    if (!value.includes(id)) onChange?.([...value, id])
  }
  const options = (selectProps.options ?? []).filter((o) => !value.includes(o.value as number))
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Select {...selectProps} options={options} value={null} onChange={undefined} onSelect={(id) => add(id as unknown as number)}
        placeholder={t('contentAbout.teachers.addGoods')} style={{ width: '100%' }} data-testid="teacher-goods-picker" />
      <List size="small" bordered locale={{ emptyText: t('contentAbout.teachers.noGoods') }} dataSource={value}
        renderItem={(id, index) => {
          const goods = known.get(id)
          return (
            <List.Item actions={[
              <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={t('contentAbout.teachers.moveUp')} disabled={index === 0}
                onClick={() => onChange?.(moved(value, index, -1))} />,
              <Button key="down" size="small" icon={<ArrowDownOutlined />} aria-label={t('contentAbout.teachers.moveDown')}
                disabled={index === value.length - 1} onClick={() => onChange?.(moved(value, index, 1))} />,
              <Button key="remove" size="small" danger icon={<DeleteOutlined />} aria-label={t('contentAbout.teachers.remove')}
                onClick={() => onChange?.(value.filter((v) => v !== id))} />
            ]}>
              <Typography.Text>{index + 1}. {goods?.title ?? `#${id}`}</Typography.Text>
              {goods && !goods.onSale && <Tag style={{ marginLeft: 8 }}>{t('contentAbout.teachers.offSale')}</Tag>}
            </List.Item>
          )
        }} />
    </Space>
  )
}
