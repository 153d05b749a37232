// Demo accounts, one per role, so every screen can be tried right after `npm start`.
// Created only outside production unless SEED_DEMO=true (the password below is public).
import type { Role } from '@contract/identity/shapes'

export const DEMO_PASSWORD = 'Demo@2026'

export interface DemoAccount {
  role: Role
  phone: string
  name: string
  /** Roles held besides `role`: the demo admin also holds finance, so one account can walk a refund to its payout. */
  extraRoles?: Role[]
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'learner', phone: '13800000001', name: '演示学员' },
  { role: 'teacher', phone: '13800000002', name: '演示讲师' },
  { role: 'sales', phone: '13800000003', name: '演示销售' },
  { role: 'academic', phone: '13800000004', name: '演示教务' },
  { role: 'ep', phone: '13800000005', name: '演示EP专员' },
  { role: 'edu', phone: '13800000006', name: '演示教育结算' },
  { role: 'judge', phone: '13800000007', name: '演示考官' },
  { role: 'trainer', phone: '13800000008', name: '演示私教' },
  { role: 'admin', phone: '13800000009', name: '演示管理员', extraRoles: ['finance'] },
  { role: 'finance', phone: '13800000010', name: '演示财务' },
  { role: 'content', phone: '13800000011', name: '演示内容运营' }
]
