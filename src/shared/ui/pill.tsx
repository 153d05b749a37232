// A small rounded label (kind, status, tag). NutUI's plain Tag draws a black border with our theme variables,
// so labels inside text use this instead.
import type { ReactNode } from 'react'
import { Text } from '@tarojs/components'
import './pill.scss'

export function Pill({ tone = 'green', solid = false, children }: { tone?: 'green' | 'grey'; solid?: boolean; children: ReactNode }) {
  return <Text className={`pill pill--${tone} ${solid ? 'pill--solid' : ''}`}>{children}</Text>
}
