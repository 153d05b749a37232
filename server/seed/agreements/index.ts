// The agreement texts every installation needs (not demo data): the user agreement, the privacy policy and the
// goods agreements. Inserted when missing, on every start; a text already in the database is never overwritten.
import type { Db } from '../../src/db'
import { insertAgreementIfAbsent } from '../../src/contexts/catalog/seeding'
import { GOODS_AGREEMENTS } from './goods'
import { PRIVACY_POLICY } from './privacy'
import { USER_AGREEMENT } from './user'

export const AGREEMENT_TEXTS = [USER_AGREEMENT, PRIVACY_POLICY, ...GOODS_AGREEMENTS]

export async function seedAgreements(db: Db): Promise<void> {
  for (const text of AGREEMENT_TEXTS) await insertAgreementIfAbsent(db, text)
}
