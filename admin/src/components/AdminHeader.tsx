// The top bar: who is signed in (name, roles) and the language switch (sign-out is the menu's last entry).
import { useGetIdentity, useSetLocale } from '@refinedev/core'
import { Avatar, Layout, Select, Space, Tag, Typography } from 'antd'
import type { Role } from '@contract/identity/shapes'
import { LOCALES, type Locale } from '../locales/types'
import { currentLocale, useT } from '../providers/i18n-provider'

const LOCALE_NAMES: Record<Locale, string> = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' }
const OPERATOR_TAGS: Role[] = ['admin', 'finance', 'content', 'academic']

interface Identity {
  name: string
  phone: string
  roles: Role[]
}

export function AdminHeader() {
  const t = useT()
  const { data: user } = useGetIdentity<Identity>()
  const setLocale = useSetLocale()
  return (
    <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', padding: '0 24px', height: 56 }}>
      <Space size="middle">
        <Select<Locale>
          aria-label={t('language')}
          value={currentLocale()}
          onChange={(locale) => setLocale(locale)}
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
          style={{ width: 120 }}
        />
        {user && (
          <Space>
            <Avatar style={{ background: '#0DBC3B' }}>{user.name.slice(0, 1)}</Avatar>
            <Typography.Text>{user.name}</Typography.Text>
            {user.roles.filter((role) => OPERATOR_TAGS.includes(role)).map((role) => (
              <Tag key={role} color="green">{t(`roles.${role}` as 'roles.admin')}</Tag>
            ))}
          </Space>
        )}
      </Space>
    </Layout.Header>
  )
}
