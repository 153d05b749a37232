// Texts of the console's security area: two-step sign-in (TOTP) and the sign-in log.
import type zhHans from '../zh-Hans/security'
import type { Messages } from '../types'

const texts: Messages<typeof zhHans> = {
  menu: '登入記錄',
  totpMenu: '兩步驟驗證',
  title: '登入記錄',
  results: { ok: '登入成功', wrong_password: '密碼或驗證碼錯誤', totp_refused: '動態驗證碼錯誤', locked: '已鎖定或停用' },
  fields: { at: '時間', user: '帳號', userId: '用戶編號', phone: '手機號碼', ip: 'IP 位址', device: '裝置', result: '結果' },
  unknownAccount: '（非營運帳號）',
  totp: {
    title: '兩步驟驗證',
    intro: '開啟後，登入營運後台時除密碼或簡訊驗證碼外，還需輸入身分驗證器 App（如 Google Authenticator、Microsoft Authenticator）中的 6 位動態驗證碼。',
    on: '已開啟', off: '未開啟', required: '你的角色要求開啟兩步驟驗證，不能關閉',
    start: '開啟兩步驟驗證', scan: '用身分驗證器 App 掃描 QR 碼，或手動輸入金鑰：', secret: '金鑰',
    code: '動態驗證碼', codePlaceholder: '請輸入 6 位動態驗證碼', confirm: '確認開啟', disable: '關閉兩步驟驗證',
    disableHint: '輸入目前的動態驗證碼以關閉', enabled: '兩步驟驗證已開啟，其他裝置上的登入已登出', disabled: '兩步驟驗證已關閉'
  }
}
export default texts
