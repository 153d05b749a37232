// The banner's link target, by its kind: a goods or a news article picked from the back office's own lists (the
// server checks it exists), a page path typed in, an https address typed in, or nothing. The form holds the target
// as the text the server stores ('12', 'pages/home/faq?categoryId=2', 'https://…').
import { Form, Input, Select } from 'antd'
import { useState } from 'react'
import type { BannerLinkKind } from '@contract/content/home-shapes'
import { listAdminGoods } from '@contract/catalog/admin-endpoints'
import { listAdminNews } from '@contract/content/home-admin-endpoints'
import { useApiQuery } from '../../../api/hooks'
import { useT } from '../../../providers/i18n-provider'

interface PickProps {
  value?: string
  onChange?: (value: string) => void
  placeholder: string
}

/** A searchable pick of up to 50 matches; a target not among them still shows as its number. */
function Pick({ value, onChange, placeholder, found, loading, onSearch }: PickProps & {
  found: { id: number; title: string }[]; loading: boolean; onSearch: (keyword: string) => void
}) {
  const options = found.map((row) => ({ value: String(row.id), label: `${row.title} #${row.id}` }))
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: `#${value}` })
  return (
    <Select showSearch filterOption={false} onSearch={onSearch} value={value || undefined} onChange={onChange} options={options}
      loading={loading} placeholder={placeholder} style={{ maxWidth: 420 }} />
  )
}

function GoodsPick(props: PickProps) {
  const [keyword, setKeyword] = useState('')
  const goods = useApiQuery(listAdminGoods, { query: { size: 50, ...(keyword ? { keyword } : {}) } })
  return <Pick {...props} found={goods.data?.list ?? []} loading={goods.isLoading} onSearch={setKeyword} />
}

function NewsPick(props: PickProps) {
  const [keyword, setKeyword] = useState('')
  const news = useApiQuery(listAdminNews, { query: { size: 50, ...(keyword ? { keyword } : {}) } })
  return <Pick {...props} found={news.data?.list ?? []} loading={news.isLoading} onSearch={setKeyword} />
}

export function LinkTargetField({ kind }: { kind?: BannerLinkKind }) {
  const t = useT()
  const label = t('contentHome.banners.fields.linkTarget')
  const required = [{ required: true }]
  switch (kind) {
    case 'goods':
      return <Form.Item name="linkTarget" label={label} rules={required}><GoodsPick placeholder={t('contentHome.banners.pickGoods')} /></Form.Item>
    case 'news':
      return <Form.Item name="linkTarget" label={label} rules={required}><NewsPick placeholder={t('contentHome.banners.pickNews')} /></Form.Item>
    case 'route':
      return (
        <Form.Item name="linkTarget" label={label} rules={[...required, { pattern: /^\/?pages\// }]} extra={t('contentHome.banners.hints.route')}>
          <Input maxLength={500} placeholder="pages/home/faq" style={{ maxWidth: 420 }} />
        </Form.Item>
      )
    case 'url':
      return (
        <Form.Item name="linkTarget" label={label} rules={[...required, { pattern: /^https:\/\//, message: t('contentHome.banners.hints.urlInvalid') }]} extra={t('contentHome.banners.hints.url')}>
          <Input maxLength={500} placeholder="https://" style={{ maxWidth: 420 }} />
        </Form.Item>
      )
    default:
      return null
  }
}
