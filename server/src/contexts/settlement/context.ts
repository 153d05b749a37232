// The settlement context's dependencies: the app's base. It settles what classes run for partner (EP) and education
// organisations earned: it reads classes (catalog), payments and refunds (commerce) and attendance (classroom)
// through those contexts' public entries, and writes only organisations and statements.
import type { BaseContext } from '../base'

export type SettlementContext = BaseContext
