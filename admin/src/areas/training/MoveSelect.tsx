// Picks moves of the company library by name (searched on the server), for linked progressions and for a
// library's moves. Moves already chosen keep their names from `known`.
import { useState } from 'react'
import { Select } from 'antd'
import { listAdminMoves } from '@contract/training/admin-endpoints'
import { useApiQuery } from '../../api/hooks'

interface Props {
  value?: number[]
  onChange?: (value: number[]) => void
  known?: { id: number; name: string }[]
  placeholder?: string
}

export function MoveSelect({ value, onChange, known = [], placeholder }: Props) {
  const [keyword, setKeyword] = useState('')
  const found = useApiQuery(listAdminMoves, { query: { keyword: keyword || undefined, size: 30 } })
  const names = new Map(known.map((m) => [m.id, m.name]))
  for (const m of found.data?.list ?? []) names.set(m.id, m.name)
  return (
    <Select mode="multiple" showSearch filterOption={false} value={value} onChange={onChange} onSearch={setKeyword} placeholder={placeholder}
      loading={found.isLoading} options={[...names].map(([id, name]) => ({ value: id, label: name }))} />
  )
}
