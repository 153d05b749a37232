import type { Messages } from '../types'
import type zhHans from '../zh-Hans/common'

export default {
  appTitle: '綠動健身學院 · 營運後台',
  mark: '綠',
  shortTitle: '營運後台',
  language: '語言',
  roles: {
    learner: '學員', teacher: '講師', sales: '銷售', academic: '教務', ep: 'EP專員', edu: '教育結算', judge: '考官',
    trainer: '私教', admin: '管理員', finance: '財務', content: '內容營運'
  },
  words: {
    listSeparator: '、', yes: '是', no: '否', all: '全部', search: '搜尋', reset: '重設', keyword: '關鍵字', createdAt: '建立時間', updatedAt: '更新時間',
    status: '狀態', note: '備註', detail: '詳情', id: '編號', dateRange: '日期範圍', empty: '暫無資料', loadFailed: '載入失敗',
    retry: '重試', saved: '已儲存', done: '操作成功', total: '共 {{total}} 筆', operator: '操作人'
  },
  login: {
    title: '登入營運後台', subtitle: '使用與 App 相同的帳號登入', password: '密碼登入', sms: '驗證碼登入', phone: '手機號碼',
    phonePlaceholder: '請輸入手機號碼', passwordLabel: '密碼', passwordPlaceholder: '請輸入密碼', code: '驗證碼',
    codePlaceholder: '請輸入簡訊驗證碼', sendCode: '取得驗證碼', resend: '{{seconds}} 秒後重發', codeSent: '驗證碼已發送',
    submit: '登入', failed: '登入失敗', notOperator: '該帳號沒有營運後台權限，請聯絡管理員開通',
    phoneInvalid: '請輸入11位手機號碼', required: '請填寫此項',
    totpTitle: '兩步驟驗證', totpHint: '請輸入身分驗證器 App 中的 6 位動態驗證碼', totpSubmit: '驗證並登入',
    enrolTitle: '綁定兩步驟驗證', enrolHint: '你的角色要求兩步驟驗證：用身分驗證器 App 掃描 QR 碼，再輸入其中的 6 位動態驗證碼',
    back: '返回重新登入'
  },
  requestFailed: { upload: '上傳失敗，請重試', network: '網路連線失敗，請檢查網路後重試', signIn: '請先登入', forbidden: '沒有權限進行此操作', notFound: '內容不存在', server: '伺服器出了一些問題，請稍後重試', failed: '操作失敗' },
  access: { needsRoles: '需要以下角色之一：{{roles}}', forbiddenLead: '目前帳號沒有此頁面的權限，可以前往：', forbiddenNone: '目前帳號沒有可以開啟的頁面，請換一個帳號登入', signOut: '登出' }
} satisfies Messages<typeof zhHans>
